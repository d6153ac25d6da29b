'use client';
import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './apply.module.css';

/** Where the widget asks for a challenge (app/api/altcha/challenge/route.ts). */
const CHALLENGE_URL = '/api/altcha/challenge';

type Widget = HTMLElement & WidgetMethods;

/** What a form does with the bot check: its element, the solved payload for the request, a fresh start. */
export interface PowCheck {
  /** The widget (nothing when the check is off). */
  element: ReactNode;
  /** The solved challenge to send as `altcha`; solves it first if needed (about a second). Undefined when off. */
  payload: () => Promise<string | undefined>;
  /** A payload is used once: after an answer that consumed it, solve a new one. */
  reset: () => void;
}

/**
 * The proof-of-work bot check of the apply and waitlist forms (ALTCHA widget, loaded only when staff
 * switched the check on: `enabled`). It starts solving when the runner first focuses the form, so by
 * the submit it is usually done; `payload()` waits for it otherwise. The widget, its workers and its
 * Korean texts come from the `altcha` package bundled with the site: nothing loads from elsewhere.
 */
export function usePowCheck(enabled: boolean): PowCheck {
  const t = useTranslations('places.pow');
  const locale = useLocale();
  const ref = useRef<Widget | null>(null);
  const solved = useRef<string | undefined>(undefined);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void (async () => {
      await import('altcha');
      if (locale === 'en') await import('altcha/i18n/en');
      else await import('altcha/i18n/ko');
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [enabled, locale]);

  useEffect(() => {
    const w = ref.current;
    if (!w) return;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      solved.current = detail.state === 'verified' ? detail.payload : undefined;
    };
    w.addEventListener('statechange', onState);
    return () => w.removeEventListener('statechange', onState);
  }, [ready]);

  const payload = useCallback(async () => {
    if (!enabled) return undefined;
    if (solved.current) return solved.current;
    const w = ref.current;
    if (!w) return undefined;
    // The widget starts solving when the form first takes focus. A second verify() while that runs
    // resets the widget under it and both can be left waiting on stopped workers: wait for the running
    // solve to end instead, and start one only when none runs.
    if (w.getState() === 'verifying') return await solveEnd(w);
    const result = await w.verify();
    return result?.payload ?? solved.current;
  }, [enabled]);

  const reset = useCallback(() => {
    solved.current = undefined;
    ref.current?.reset();
  }, []);

  const element = enabled ? (
    <div className={styles.powCheck} data-testid="pow-check">
      {ready ? (
        <altcha-widget ref={ref} challenge={CHALLENGE_URL} auto="onfocus" name="altcha" language={locale === 'en' ? 'en' : 'ko'} />
      ) : (
        <p className="muted">{t('loading')}</p>
      )}
    </div>
  ) : null;
  return { element, payload, reset };
}

/** The payload of the solve `w` is running, when it ends: verified, or undefined on error or expiry. */
function solveEnd(w: Widget): Promise<string | undefined> {
  return new Promise((resolve) => {
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      if (detail.state === 'verifying') return;
      w.removeEventListener('statechange', onState);
      resolve(detail.state === 'verified' ? detail.payload : undefined);
    };
    w.addEventListener('statechange', onState);
  });
}
