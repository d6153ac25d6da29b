'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog';
import { formatKst } from '@/lib/time/kst';
import { callApi, useErrorText } from '@/components/http/api-client';
import type { InvitationView } from './types';

/**
 * The top of /apply/individual opened with a waitlist invitation: which course's place is held for
 * the runner and until when, that the name and phone are the ones they joined the waitlist with, and
 * a way to decline (the place then passes at once to the next in line).
 */
export function InvitationNotice({ invitation, courseName }: { invitation: InvitationView; courseName?: string }) {
  const t = useTranslations('places.invite');
  const errorText = useErrorText();
  const router = useRouter();
  const { alert, confirm, dialog } = useDialog();
  const [busy, setBusy] = useState(false);

  async function decline() {
    if (
      !(await confirm(t('declineConfirm'), { title: t('declineTitle'), confirmLabel: t('decline'), cancelLabel: t('keep'), danger: true }))
    )
      return;
    setBusy(true);
    try {
      const res = await callApi('POST', '/api/waitlist/leave', { inviteToken: invitation.token });
      if (!res.ok) return void (await alert(errorText(res)));
      await alert(t('declined'));
      router.push('/apply/waitlist');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="alert alert-ok" role="status" data-testid="invitation-notice">
      <p>
        <strong>{t('title', { course: courseName ?? invitation.ticketName })}</strong>
      </p>
      <p>{t('until', { date: formatKst(invitation.expiresAt) })}</p>
      <p>{t('sameDetails')}</p>
      <button type="button" className="btn btn-outline" onClick={decline} disabled={busy}>
        {t('decline')}
      </button>
      {dialog}
    </div>
  );
}

/** /apply/individual opened with an invitation link that is no longer valid (expired, declined, used). */
export function InvitationGone() {
  const t = useTranslations('places.invite');
  return (
    <div className="alert alert-error" role="status" data-testid="invitation-gone">
      <p>{t('gone')}</p>
      <Link href="/apply/waitlist#lookup">{t('goLookup')}</Link>
    </div>
  );
}
