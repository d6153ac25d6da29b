'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { ConfirmationStep } from './confirmation-step';
import { ConsentStep } from './consent-step';
import { useDialog } from '@/components/ui/dialog';
import { PaymentStep } from './payment-step';
import { ProgressBar } from './progress-bar';
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

/**
 * State of the four-step registration flows (spec §2: consent, information, check and payment,
 * confirmation): the step, the server's answer once accepted, and the in-page alert/confirm dialog.
 * The caller keeps its form state, so going back from step 2 to step 1 loses nothing.
 */
export function useApplyFlow() {
  const { alert, confirm, dialog } = useDialog();
  const [step, setStep] = useState(1);
  const [applied, setApplied] = useState<Applied | null>(null);
  const go = useCallback((n: number) => {
    setStep(n);
    window.scrollTo({ top: 0 });
  }, []);
  /** The application was accepted (HTTP 200, spec §4): show the payment step. */
  const accepted = useCallback(
    (a: Applied) => {
      setApplied(a);
      go(3);
    },
    [go],
  );
  return { step, go, applied, accepted, alert, confirm, dialog };
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
  return (
    <div className={styles.flow}>
      <ProgressBar steps={steps} current={step} />
      {step === 1 && <ConsentStep alert={flow.alert} onAgreed={() => go(2)} />}
      {step === 2 && children}
      {step === 3 && applied && (
        <PaymentStep applied={applied} bank={bank} renderCard={renderCard} onDone={() => go(4)} summary={summary} />
      )}
      {step === 4 && applied && <ConfirmationStep applied={applied} bank={bank} />}
      {flow.dialog}
    </div>
  );
}
