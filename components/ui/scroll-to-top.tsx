'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Scrolls the window to the top on every path change (spec §2). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
