'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React has attached this page's handlers.
 * A button whose whole job is a script (the card checkout opens through the Toss SDK) stays disabled
 * until then, so a tap that arrives before the page is live is refused visibly instead of vanishing.
 * Built on React's own `useSyncExternalStore` server/client snapshots, so it causes no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
