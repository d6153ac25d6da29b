'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmationStep } from './confirmation-step';
import { ConsentStep } from './consent-step';
import { useDialog } from '@/components/ui/dialog';
import { PaymentStep } from './payment-step';
import { ProgressBar } from './progress-bar';
import { useStepFocus } from './step-announcer';
import type { Applied, BankInfo, CourseOption, InvitationView, PeriodNotice } from './types';
import styles from './apply.module.css';

/** Props of the registration flows (individual and group), filled by the page from the server. */
export interface ApplyFlowProps {
  courses: CourseOption[];
  bank: BankInfo;
  /** ISO instant of race day, for the age rules of spec §9. */
  raceDate: string;
  notice: PeriodNotice;
  /** Card payment at step 3 (spec §4); without it the card choice shows 'being prepared'. */
  renderCard?: (applied: Applied) => ReactNode;
  /** Staff switched the bot check on: the form solves a proof of work and sends it (lib/pow). */
  powChallenge?: boolean;
  /** A waitlist invitation the page was opened with (/apply/individual?invite=…); null when its link is no longer valid. */
  invitation?: InvitationView | null;
}

/** Remounts its children when the route changes, so a flow starts again at step 1 (spec §2). */
export function ResetOnRouteChange({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return <Fragment key={pathname}>{children}</Fragment>;
}

/** What step 4 needs to be drawn again after a reload of the page: the answer and the chosen courses. */
interface Done {
  pathname: string;
  applied: Applied;
  courses: CourseOption[];
}
const DONE_KEY = 'apply-done';
// Only the flow mounted first in a reloaded document restores; a later route change starts at step 1 (spec §2).
let restoreChecked = false;

/** The confirmation kept for this tab (sessionStorage) when this document was reloaded, else null. */
function doneToRestore(pathname: string): Done | null {
  if (restoreChecked) return null;
  restoreChecked = true;
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav?.type !== 'reload') return null;
  try {
    const done = JSON.parse(sessionStorage.getItem(DONE_KEY) ?? 'null') as Done | null;
    return done?.pathname === pathname ? done : null;
  } catch {
    return null;
  }
}

/**
 * State of the four-step registration flows (spec §2: consent, information, check and payment,
 * confirmation): the step, the server's answer once accepted with the courses it took, and the
 * in-page alert/confirm dialog. The caller keeps its form state, so going back from step 2 to step 1
 * loses nothing. Step 4 is kept for the tab (sessionStorage), so reloading it shows the registration
 * number again; any other arrival starts at step 1.
 */
export function useApplyFlow() {
  const { alert, confirm, dialog } = useDialog();
  const pathname = usePathname();
  const [step, setStep] = useState(1);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [courses, setCourses] = useState<CourseOption[]>([]);
  const go = useCallback(
    (n: number) => {
      setStep(n);
      if (n < 3) sessionStorage.removeItem(DONE_KEY);
    },
    [setStep],
  );
  useEffect(() => {
    const done = doneToRestore(pathname);
    if (!done) return;
    // Restoring what this tab showed before the reload: state set once after mount, from storage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setApplied(done.applied);
    setCourses(done.courses);
    setStep(4);
  }, [pathname]);
  useEffect(() => {
    if (step === 4 && applied) sessionStorage.setItem(DONE_KEY, JSON.stringify({ pathname, applied, courses } satisfies Done));
  }, [step, applied, courses, pathname]);
  /** The application was accepted (HTTP 200, spec §4) for `chosen` courses: show the payment step. */
  const accepted = useCallback(
    (a: Applied, chosen: CourseOption[]) => {
      setApplied(a);
      setCourses(chosen);
      go(3);
    },
    [go],
  );
  return { step, go, applied, courses, accepted, alert, confirm, dialog };
}
export type ApplyFlow = ReturnType<typeof useApplyFlow>;

/**
 * The frame shared by /apply/individual and /apply/group: progress bar, consent (step 1), the
 * caller's form (`children`, step 2), payment with `summary` (step 3, shared PaymentStep so the card
 * option plugs into every flow through `renderCard`) and the confirmation (step 4).
 */
export function ApplyFlowFrame({
  flow,
  bank,
  summary,
  renderCard,
  children,
}: {
  flow: ApplyFlow;
  bank: BankInfo;
  summary: ReactNode;
  renderCard?: (applied: Applied) => ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('apply');
  const steps = [t('steps.consent'), t('steps.info'), t('steps.payment'), t('steps.done')];
  const { step, go, applied } = flow;
  const stepName = `${t('stepOf', { current: step, total: steps.length })}: ${steps[step - 1]}`;
  const box = useRef<HTMLDivElement>(null);
  useStepFocus(step, stepName, box);
  // Read once by screen readers at each step change; the registration number above all.
  const announcement =
    step >= 3 && applied ? `${stepName}. ${t('done.announce', { joinSeq: String(applied.joinSeq).padStart(4, '0') })}` : stepName;
  return (
    <div className={styles.flow} ref={box}>
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="step-announcer">
        {step > 1 || applied ? announcement : ''}
      </p>
      <ProgressBar steps={steps} current={step} />
      {step === 1 && <ConsentStep alert={flow.alert} onAgreed={() => go(2)} />}
      {step === 2 && children}
      {step === 3 && applied && (
        <PaymentStep applied={applied} bank={bank} renderCard={renderCard} onDone={() => go(4)} summary={summary} />
      )}
      {step === 4 && applied && <ConfirmationStep applied={applied} bank={bank} courses={flow.courses} />}
      {flow.dialog}
    </div>
  );
}
