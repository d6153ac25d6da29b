'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { adminFetch } from './admin-fetch';
import type { LoginNotice as Notice } from '@/lib/auth/login';
import { formatKst } from '@/lib/time/kst';

/**
 * Tells the account holder, where sign-in lands, how many wrong passwords were typed for their
 * account since their previous sign-in (wrong passwords lock only the client that typed them, never
 * the account), until they dismiss it (DELETE /api/admin/login-notice).
 */
export function LoginNotice({ notice }: { notice: Notice }) {
  const t = useTranslations('admin.login');
  const te = useTranslations('errors');
  const [shown, setShown] = useState(notice.failedCount > 0);
  if (!shown) return null;
  const dismiss = async () => {
    const a = await adminFetch('DELETE', '/api/admin/login-notice', undefined, te('noPermission'));
    if (a.ok) setShown(false);
  };
  return (
    <div role="status" className="alert alert-error" data-testid="login-notice">
      <strong>{t('noticeTitle')}</strong>
      <p>{t('notice', { count: notice.failedCount, last: formatKst(notice.lastFailedAt) })}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={dismiss}>
        {t('noticeDismiss')}
      </button>
    </div>
  );
}
