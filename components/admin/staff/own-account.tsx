'use client';
import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { KstDateTime } from '@/components/admin/kst-date-time';
import styles from '@/components/admin/staff-console.module.css';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/text-field';
import type { StaffAccountView } from '@/lib/staff/accounts';
import { issueMessageKey } from '@/lib/validation/issue-message';
import { passwordChangeSchema } from '@/lib/validation/staff';
import type { TotpEnrolment } from '@/lib/auth/totp';

/**
 * The signed-in account's own page (/user/account): who and what role it is, its last sign-in, a new
 * password (required first after a director's reset; every session ends with it, so it signs in
 * again), and two-step sign-in: set up with an authenticator app (QR code or key, then its first code).
 */
export function OwnAccount({ account: initial }: { account: StaffAccountView }) {
  const t = useTranslations('staff');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const { alert, toast } = useFeedback();
  const [account, setAccount] = useState(initial);
  const [pw, setPw] = useState({ currentPassword: '', newPassword: '', again: '' });
  const [pwError, setPwError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const noPermission = tAll('errors.noPermission');

  async function changePassword(e: React.FormEvent) {
    e.preventDefault();
    if (pw.newPassword !== pw.again) {
      setPwError(t('errors.passwordAgain'));
      return;
    }
    const parsed = passwordChangeSchema.safeParse(pw);
    if (!parsed.success) {
      setPwError(tAll(issueMessageKey(parsed.error.issues) as never));
      return;
    }
    const r = await adminFetch('PUT', '/api/admin/account/password', parsed.data, noPermission);
    if (!r.ok) {
      setPwError(errorText(r));
      return;
    }
    setPwError(null);
    await alert(t('account.passwordChanged'));
    await signOut({ callbackUrl: '/user/login' });
  }

  async function startTwoStep() {
    const r = await adminFetch<TotpEnrolment>('POST', '/api/admin/account/totp', undefined, noPermission);
    if (!r.ok) {
      await alert(errorText(r));
      return;
    }
    setEnrolment(r.body);
  }

  async function confirmTwoStep(e: React.FormEvent) {
    e.preventDefault();
    const r = await adminFetch('PUT', '/api/admin/account/totp', { code }, noPermission);
    if (!r.ok) {
      setCodeError(errorText(r));
      return;
    }
    setEnrolment(null);
    setCodeError(null);
    setAccount({ ...account, twoStep: true });
    toast(t('account.twoStepOn'));
  }

  return (
    <>
      <table className="table" aria-label={t('account.summary')}>
        <tbody>
          <tr>
            <th scope="row">{t('fields.userName')}</th>
            <td>{account.userName}</td>
          </tr>
          <tr>
            <th scope="row">{t('fields.role')}</th>
            <td>
              {t(`roles.${account.role}`)} <span className="muted">({t(`roleHelp.${account.role}`)})</span>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('fields.lastLogin')}</th>
            <td>{account.lastLoginAt ? <KstDateTime at={account.lastLoginAt} /> : t('never')}</td>
          </tr>
          <tr>
            <th scope="row">{t('fields.twoStep')}</th>
            <td>{account.twoStep ? t('twoStep.on') : account.twoStepRequired ? t('twoStep.pending') : t('twoStep.off')}</td>
          </tr>
        </tbody>
      </table>

      {account.mustChangePassword ? (
        <p className="alert alert-info" role="status">
          {tAll('admin.login.passwordChangeRequired')}
        </p>
      ) : null}
      <form method="post" className={`card ${styles.formGrid}`} onSubmit={changePassword} noValidate aria-labelledby="password-title">
        <h2 id="password-title">{t('account.passwordTitle')}</h2>
        <TextField
          id="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('fields.currentPassword')}
          value={pw.currentPassword}
          onChange={(e) => setPw({ ...pw, currentPassword: e.target.value })}
          required
        />
        <TextField
          id="newPassword"
          type="password"
          autoComplete="new-password"
          label={t('fields.newPassword')}
          hint={t('account.passwordHint')}
          value={pw.newPassword}
          onChange={(e) => setPw({ ...pw, newPassword: e.target.value })}
          required
        />
        <TextField
          id="again"
          type="password"
          autoComplete="new-password"
          label={t('fields.passwordAgain')}
          value={pw.again}
          onChange={(e) => setPw({ ...pw, again: e.target.value })}
          required
        />
        {pwError ? (
          <p className="alert alert-error" role="alert">
            {pwError}
          </p>
        ) : null}
        <button className="btn" type="submit">
          {t('account.passwordSubmit')}
        </button>
      </form>

      {!account.twoStep && !account.mustChangePassword ? (
        <section className="card" aria-labelledby="two-step-title">
          <h2 id="two-step-title">{t('account.twoStepTitle')}</h2>
          <p>{account.twoStepRequired ? t('account.twoStepRequired') : t('account.twoStepOptional')}</p>
          {enrolment ? (
            <form method="post" onSubmit={confirmTwoStep} noValidate className={styles.enrol}>
              <p>{tAll('admin.login.enrolSteps')}</p>
              <div
                className={styles.qr}
                role="img"
                aria-label={tAll('admin.login.enrolQr')}
                // The SVG comes from our own server (the qrcode package), never from user input.
                dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
              />
              <p>
                {tAll('admin.login.enrolKey')}: <code className={styles.secret}>{enrolment.secret}</code>
              </p>
              <TextField
                id="code"
                label={tAll('admin.login.otp')}
                inputMode="numeric"
                autoComplete="one-time-code"
                digits
                maxLength={6}
                value={code}
                error={codeError ? { message: codeError } : undefined}
                onChange={(e) => setCode(e.target.value)}
              />
              <button className="btn" type="submit">
                {t('account.twoStepConfirm')}
              </button>
            </form>
          ) : (
            <button type="button" className="btn" onClick={() => void startTwoStep()}>
              {t('account.twoStepStart')}
            </button>
          )}
        </section>
      ) : null}
    </>
  );
}
