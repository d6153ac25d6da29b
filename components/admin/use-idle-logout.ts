'use client';
import { signOut } from 'next-auth/react';
import { useEffect } from 'react';

/** Idle limit of the staff session (lib/auth/options.ts SESSION_IDLE_SEC, 30 minutes). */
const IDLE_MS = 30 * 60_000;
/** Activity renews the session cookie at most this often. */
const RENEW_MS = 60_000;

/**
 * Idle logout: staff activity (pointer, keys) renews the 30-minute session by reading
 * /api/auth/session, which re-issues the JWT cookie; after 30 minutes without activity the console
 * signs out and shows the login page.
 */
export function useIdleLogout(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let lastActivity = Date.now();
    let lastRenew = Date.now();
    const onActivity = () => {
      lastActivity = Date.now();
      if (lastActivity - lastRenew > RENEW_MS) {
        lastRenew = lastActivity;
        void fetch('/api/auth/session', { cache: 'no-store' });
      }
    };
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity >= IDLE_MS) void signOut({ callbackUrl: '/user/login' });
    }, 30_000);
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    events.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => {
      window.clearInterval(timer);
      events.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [enabled]);
}
