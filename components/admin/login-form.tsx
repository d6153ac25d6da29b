'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { staffLoginFormSchema } from '@/lib/validation/admin-login';

type In = z.input<typeof staffLoginFormSchema>;
type Out = z.output<typeof staffLoginFormSchema>;

/**
 * Staff login (spec §2 /user/login, §8 "Login 401"): id and password through next-auth Credentials;
 * success lands on /user/reception. An empty field is named beside it (and cleared once filled)
 * before anything is sent; a refused login names a catalogue key set by lib/auth/options.ts.
 */
export function LoginForm() {
  const t = useTranslations();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(staffLoginFormSchema), defaultValues: { userName: '', password: '' } });
  const errors = form.formState.errors;

  async function logIn({ userName, password }: Out) {
    setError(null);
    const res = await signIn('credentials', { userName, password, redirect: false });
    if (res?.ok && !res.error) {
      router.replace('/user/reception');
      router.refresh();
      return;
    }
    const key = res?.error && /^(admin|errors)\.[A-Za-z0-9.]+$/.test(res.error) ? res.error : 'admin.login.failed';
    setError(t(key as never, { minutes: 15 } as never));
  }

  return (
    <form className="card" onSubmit={form.handleSubmit(logIn)} noValidate>
      <h1>{t('admin.login.title')}</h1>
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
      {error ? (
        <p role="alert" data-testid="login-error" className="alert alert-error">
          {error}
        </p>
      ) : null}
      <button className="btn" type="submit" disabled={form.formState.isSubmitting} style={{ width: '100%' }}>
        {t('admin.login.submit')}
      </button>
    </form>
  );
}
