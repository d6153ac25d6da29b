'use client';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';

/**
 * Staff login (spec §2 /user/login, §8 "Login 401"): id and password through next-auth Credentials;
 * success lands on /user/reception. The error names a catalogue key set by lib/auth/options.ts.
 */
export function LoginForm() {
  const t = useTranslations();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    const res = await signIn('credentials', {
      userName: String(form.get('userName') ?? ''),
      password: String(form.get('password') ?? ''),
      redirect: false,
    });
    setBusy(false);
    if (res?.ok && !res.error) {
      router.replace('/user/reception');
      router.refresh();
      return;
    }
    const key = res?.error && /^(admin|errors)\.[A-Za-z0-9.]+$/.test(res.error) ? res.error : 'admin.login.failed';
    setError(t(key as never, { minutes: 15 } as never));
  }

  return (
    <form className="card" onSubmit={onSubmit} noValidate>
      <h1>{t('admin.login.title')}</h1>
      <TextField id="userName" name="userName" label={t('admin.login.userName')} autoComplete="username" required />
      <TextField id="password" name="password" type="password" label={t('admin.login.password')} autoComplete="current-password" required />
      {error ? (
        <p role="alert" data-testid="login-error" className="alert alert-error">
          {error}
        </p>
      ) : null}
      <button className="btn" type="submit" disabled={busy} style={{ width: '100%' }}>
        {t('admin.login.submit')}
      </button>
    </form>
  );
}
