'use client';
import { useEffect, useRef } from 'react';

/**
 * What a multi-step flow does when its step changes (not on the first render): focus moves to the
 * new step's heading inside `container` (the first h2, made focusable), so keyboard and screen
 * reader users continue from the new step instead of from `<body>`; the document title names the
 * step (`title`, e.g. '2/4단계: 정보 입력 - 개인 접수 | 대청호 마라톤대회'), so each step has its own title.
 */
export function useStepFocus(step: number, title: string, container: React.RefObject<HTMLElement | null>) {
  const base = useRef<string | null>(null);
  const first = useRef(true);
  useEffect(() => {
    base.current ??= document.title;
    document.title = `${title} - ${base.current}`;
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = container.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [step, title, container]);
  useEffect(
    () => () => {
      if (base.current) document.title = base.current;
    },
    [],
  );
}
