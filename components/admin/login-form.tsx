'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callApi, useErrorText } from '@/components/http/api-client';
import { TextField } from '@/components/ui/text-field';
import { staffLoginFormSchema } from '@/lib/validation/admin-login';
import styles from './staff-console.module.css';
import type { TotpEnrolment } from '@/lib/auth/totp';

type In = z.input<typeof staffLoginFormSchema>;
type Out = z.output<typeof staffLoginFormSchema>;

type Stage = 'password' | 'otp' | 'enrol';

/**
 * Staff login (spec §2 /user/login, §8 "Login 401"): id and password through next-auth Credentials,
 * then, for accounts that sign in in two steps (lib/auth/sign-in.ts), the authenticator app's code.
 * An account that must use two steps and has no authenticator yet is shown the enrolment QR code
 * (POST /api/admin/login/enrol) and signs in with the first code its app shows. An empty id or
 * password is named beside its field (and cleared once filled) before anything is sent. Success lands
 * on /user, which opens the account's first area. Errors name a catalogue key set by lib/auth/options.ts.
 */
export function LoginForm() {
  const t = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const [stage, setStage] = useState<Stage>('password');
  const [otp, setOtp] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The id and password stay in the form while the code is asked for (their fields are not shown then).
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(staffLoginFormSchema), defaultValues: { userName: '', password: '' } });
  const errors = form.formState.errors;

  async function startEnrolment({ userName, password }: Out) {
    const answer = await callApi<TotpEnrolment>('POST', '/api/admin/login/enrol', { userName, password });
    if (!answer.ok) {
      setError(errorText(answer));
      return;
    }
    setEnrolment(answer.body);
    setStage('enrol');
    setNotice(t('admin.login.enrolRequired'));
  }

  async function logIn(values: Out) {
    setError(null);
    const res = await signIn('credentials', {
      userName: values.userName,
      password: values.password,
      otp: stage === 'password' ? '' : otp,
      redirect: false,
    });
    if (res?.ok && !res.error) {
      router.replace('/user');
      router.refresh();
      return;
    }
    const key = res?.error && /^(admin|errors)\.[A-Za-z0-9.]+$/.test(res.error) ? res.error : 'admin.login.failed';
    if (key === 'admin.login.otpRequired') {
      setStage('otp');
      setNotice(t('admin.login.otpRequired'));
      return;
    }
    if (key === 'admin.login.enrolRequired') {
      await startEnrolment(values);
      return;
    }
    setOtp('');
    setError(t(key as never, { minutes: 15 } as never));
  }

  function restart() {
    setStage('password');
    setOtp('');
    setEnrolment(null);
    setNotice(null);
    setError(null);
  }

  return (
    <form method="post" className="card" onSubmit={form.handleSubmit(logIn)} noValidate>
      <h1>{stage === 'enrol' ? t('admin.login.enrolTitle') : t('admin.login.title')}</h1>
      {stage === 'password' ? (
        <>
          <TextField
            id="userName"
            label={t('admin.login.userName')}
            autoComplete="username"
            maxLength={100}
            required
            error={errors.userName}
            {...form.register('userName')}
          />
          <TextField
            id="password"
            type="password"
            label={t('admin.login.password')}
            autoComplete="current-password"
            maxLength={200}
            required
            error={errors.password}
            {...form.register('password')}
          />
        </>
      ) : (
        <>
          {notice ? (
            <p className="alert alert-info" role="status">
              {notice}
            </p>
          ) : null}
          {stage === 'enrol' && enrolment ? (
            <div className={styles.enrol}>
              <p>{t('admin.login.enrolSteps')}</p>
              <div
                className={styles.qr}
                role="img"
                aria-label={t('admin.login.enrolQr')}
                // The SVG comes from our own server (the qrcode package), never from user input.
                dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
              />
              <p>
                {t('admin.login.enrolKey')}: <code data-testid="totp-secret">{enrolment.secret}</code>
              </p>
            </div>
          ) : null}
          <TextField
            id="otp"
            name="otp"
            label={t('admin.login.otp')}
            hint={t('admin.login.otpHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            digits
            maxLength={6}
            required
            autoFocus
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
          />
        </>
      )}
      {error ? (
        <p role="alert" data-testid="login-error" className="alert alert-error">
          {error}
        </p>
      ) : null}
      <button className="btn" type="submit" disabled={form.formState.isSubmitting} style={{ width: '100%' }}>
        {t('admin.login.submit')}
      </button>
      {stage !== 'password' ? (
        <button type="button" className="btn btn-outline" onClick={restart} style={{ width: '100%', marginTop: 8 }}>
          {t('admin.login.back')}
        </button>
      ) : null}
    </form>
  );
}
