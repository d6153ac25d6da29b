'use client';
import { useEffect, useRef } from 'react';
import { useFeedback } from '@/components/ui/feedback';
import { goToLogin, SESSION_LOST_EVENT } from './admin-fetch';

/**
 * Answers `sessionLost(text)` anywhere in the staff console: one styled message (however many calls
 * were refused at once), then the login page. Rendered once by the console layout.
 */
export function SessionLostNotice() {
  const { alert } = useFeedback();
  const shown = useRef(false);
  useEffect(() => {
    const onLost = (e: Event) => {
      e.preventDefault();
      if (shown.current) return;
      shown.current = true;
      void alert(String((e as CustomEvent<string>).detail)).then(goToLogin);
    };
    window.addEventListener(SESSION_LOST_EVENT, onLost);
    return () => window.removeEventListener(SESSION_LOST_EVENT, onLost);
  }, [alert]);
  return null;
}
