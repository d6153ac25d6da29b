'use client';
import { useEffect } from 'react';

/**
 * Marks the page live (`<html data-live>`) once React has attached its handlers: the root layout's
 * effects run when the page's shell has hydrated, and from then React handles a tap on any part of the
 * page (a part still hydrating is hydrated first). Until then a button that only a script drives
 * (`type="button"`: cancel, resend, search address, copy) would swallow a tap on a phone still loading
 * the page's scripts; app/globals.css holds such buttons back, and dims them if the wait is long enough
 * to notice. With scripts off they stay held back, which is the truth: they cannot work.
 */
export function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}
