'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { KstDateTime } from '@/components/admin/kst-date-time';
import styles from '@/components/admin/staff-console.module.css';
import { useErrorText } from '@/components/http/api-client';
import { CopyButton } from '@/components/ui/copy-button';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { StaffTable } from '@/components/admin/staff-table';
import { STAFF_ROLES, type StaffRole } from '@/lib/codes';
import type { StaffAccountAnswer, StaffAccountView } from '@/lib/staff/accounts';
import { issueMessageKey } from '@/lib/validation/issue-message';
import { staffCreateSchema } from '@/lib/validation/staff';

/**
 * The staff accounts page (/user/staff, director only): every account with its role, two-step sign-in,
 * last sign-in and state; a new account (user name, name, role) gets a temporary password shown once,
 * which its holder replaces at the first sign-in. Each row changes the role, disables or enables the
 * account, resets its password or its two-step sign-in (GET/POST/PUT /api/admin/staff).
 */
export function StaffAccounts({ initial, selfId }: { initial: StaffAccountView[]; selfId: number }) {
  const t = useTranslations('staff');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const { alert, confirm } = useFeedback();
  const [accounts, setAccounts] = useState(initial);
  const [form, setForm] = useState<{ userName: string; displayName: string; role: StaffRole }>({
    userName: '',
    displayName: '',
    role: 'desk',
  });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ userName: string; password: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const noPermission = tAll('errors.noPermission');

  const replace = (a: StaffAccountView) => setAccounts((list) => list.map((x) => (x.staffId === a.staffId ? a : x)));

  async function create(e: React.FormEvent) {
    e.preventDefault();
    const parsed = staffCreateSchema.safeParse(form);
    if (!parsed.success) {
      setFieldError(tAll(issueMessageKey(parsed.error.issues) as never));
      return;
    }
    setFieldError(null);
    setBusy(true);
    const r = await adminFetch<StaffAccountAnswer>('POST', '/api/admin/staff', parsed.data, noPermission);
    setBusy(false);
    if (!r.ok) {
      setFieldError(errorText(r));
      return;
    }
    setAccounts((list) => [...list, r.body.account]);
    setIssued({ userName: r.body.account.userName, password: r.body.temporaryPassword! });
    setForm({ userName: '', displayName: '', role: form.role });
  }

  async function change(a: StaffAccountView, body: Record<string, unknown>, question?: string) {
    if (question && !(await confirm(question, { title: a.userName, confirmLabel: t('actions.go'), cancelLabel: t('actions.keep') })))
      return;
    const r = await adminFetch<StaffAccountAnswer>('PUT', '/api/admin/staff', { staffId: a.staffId, ...body }, noPermission);
    if (!r.ok) {
      await alert(errorText(r));
      return;
    }
    replace(r.body.account);
    if (r.body.temporaryPassword) setIssued({ userName: a.userName, password: r.body.temporaryPassword });
  }

  return (
    <>
      {issued ? (
        <div className="alert alert-info" role="status" data-testid="temporary-password">
          <p>{t('issued', { userName: issued.userName })}</p>
          <p>
            <code className={styles.secret}>{issued.password}</code> <CopyButton text={issued.password} />
          </p>
          <p className="muted">{t('issuedHint')}</p>
        </div>
      ) : null}
      <form method="post" className={`card ${styles.formGrid}`} onSubmit={create} noValidate aria-labelledby="new-account">
        <h2 id="new-account">{t('create.title')}</h2>
        <TextField
          id="userName"
          label={t('fields.userName')}
          hint={t('create.userNameHint')}
          value={form.userName}
          autoComplete="off"
          onChange={(e) => setForm({ ...form, userName: e.target.value })}
          required
        />
        <TextField
          id="displayName"
          label={t('fields.displayName')}
          value={form.displayName}
          onChange={(e) => setForm({ ...form, displayName: e.target.value })}
        />
        <SelectField
          id="role"
          label={t('fields.role')}
          hint={t(`roleHelp.${form.role}`)}
          value={form.role}
          onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}
          options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        {fieldError ? (
          <p className="alert alert-error" role="alert">
            {fieldError}
          </p>
        ) : null}
        <button className="btn" type="submit" disabled={busy}>
          {t('create.submit')}
        </button>
      </form>
      <StaffTable
        label={t('list')}
        headings={[
          t('fields.userName'),
          t('fields.role'),
          t('fields.twoStep'),
          t('fields.lastLogin'),
          t('fields.state'),
          t('fields.actions'),
        ]}
      >
        {accounts.map((a) => {
          const self = a.staffId === selfId;
          return (
            <tr key={a.staffId} data-testid="staff-row">
              <td>
                <strong>{a.userName}</strong>
                {a.displayName ? <div className="muted">{a.displayName}</div> : null}
              </td>
              <td>
                <select
                  aria-label={t('roleOf', { userName: a.userName })}
                  value={a.role}
                  disabled={self}
                  onChange={(e) => void change(a, { role: e.target.value }, t('confirm.role', { role: t(`roles.${e.target.value}`) }))}
                >
                  {STAFF_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`roles.${r}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>{a.twoStep ? t('twoStep.on') : a.twoStepRequired ? t('twoStep.pending') : t('twoStep.off')}</td>
              <td>{a.lastLoginAt ? <KstDateTime at={a.lastLoginAt} /> : t('never')}</td>
              <td>{a.disabledAt ? t('state.disabled') : a.mustChangePassword ? t('state.mustChange') : t('state.active')}</td>
              <td>
                {self ? (
                  <span className="muted">{t('self')}</span>
                ) : (
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => void change(a, { disabled: !a.disabledAt }, a.disabledAt ? undefined : t('confirm.disable'))}
                    >
                      {a.disabledAt ? t('actions.enable') : t('actions.disable')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => void change(a, { resetPassword: true }, t('confirm.resetPassword'))}
                    >
                      {t('actions.resetPassword')}
                    </button>
                    {a.twoStep ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        onClick={() => void change(a, { resetTwoStep: true }, t('confirm.resetTwoStep'))}
                      >
                        {t('actions.resetTwoStep')}
                      </button>
                    ) : null}
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </StaffTable>
    </>
  );
}
