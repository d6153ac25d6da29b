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
 * the submit it is usually done; `payload()` waits for it otherwise, and for the widget itself when
 * the runner submits before its script has loaded. The widget, its workers and its
 * Korean texts come from the `altcha` package bundled with the site: nothing loads from elsewhere.
 */
export function usePowCheck(enabled: boolean): PowCheck {
  const t = useTranslations('places.pow');
  const locale = useLocale();
  const solved = useRef<string | undefined>(undefined);
  // The widget once it can answer (its component mounts a moment after the element is inserted,
  // and its methods are undefined until then): a submit that comes first waits for it.
  const widget = useRef(whenWidget());
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

  const attach = useCallback((w: Widget | null) => {
    if (!w) return;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      solved.current = detail.state === 'verified' ? detail.payload : undefined;
    };
    const onLoad = () => widget.current.settle(w);
    w.addEventListener('statechange', onState);
    w.addEventListener('load', onLoad);
    if (typeof w.getState === 'function') onLoad();
    return () => {
      w.removeEventListener('statechange', onState);
      w.removeEventListener('load', onLoad);
      widget.current = whenWidget();
    };
  }, []);

  const payload = useCallback(async () => {
    if (!enabled) return undefined;
    if (solved.current) return solved.current;
    const w = await widget.current.mounted(WIDGET_WAIT_MS);
    if (!w) return undefined; // the server then answers the spec's C0001 and the runner can try again
    // A focus that reached the form with this submit may have just asked the widget to start (it
    // reports 'verifying' a moment later): let that begin before looking.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (solved.current) return solved.current;
    // The widget starts solving when the form first takes focus. A second verify() while that runs
    // resets the widget under it and both can be left waiting on stopped workers: wait for the running
    // solve to end instead, and start one only when none runs.
    if (w.getState() === 'verifying') return await solveEnd(w);
    const result = await w.verify();
    return result?.payload ?? solved.current;
  }, [enabled]);

  const reset = useCallback(() => {
    solved.current = undefined;
    widget.current.current()?.reset();
  }, []);

  const element = enabled ? (
    <div className={styles.powCheck} data-testid="pow-check">
      {ready ? (
        <altcha-widget ref={attach} challenge={CHALLENGE_URL} auto="onfocus" name="altcha" language={locale === 'en' ? 'en' : 'ko'} />
      ) : (
        <p className="muted">{t('loading')}</p>
      )}
    </div>
  ) : null;
  return { element, payload, reset };
}

/** How long a submit waits for the widget's script to load and mount (a slow phone network), in ms. */
const WIDGET_WAIT_MS = 20_000;

/** The widget of one mount: `settle` when it can answer; `mounted` waits for that (undefined after `ms`). */
function whenWidget() {
  let w: Widget | undefined;
  let settle: (w: Widget) => void = () => undefined;
  const done = new Promise<Widget>((resolve) => (settle = resolve));
  return {
    settle: (el: Widget) => {
      w = el;
      settle(el);
    },
    current: () => w,
    mounted: (ms: number) => Promise.race([done, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]),
  };
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
