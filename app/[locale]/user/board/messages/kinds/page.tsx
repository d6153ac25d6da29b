import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/staff-console.module.css';
import { StaffTable } from '@/components/admin/staff-table';
import { ACCESS } from '@/lib/auth/access';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { env } from '@/lib/env';
import { messageKinds } from '@/lib/sms/kinds';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('outbox');
  return { title: t('kindsTitle') };
}

/**
 * /user/board/messages/kinds (reception, content, director): every kind of message the site sends,
 * when, its template (the text Kakao must approve for AlimTalk, with its #{variables}), a sample, and
 * whether it goes as KakaoTalk (its approved template code, ALIMTALK_TEMPLATES) or SMS.
 */
export default async function MessageKindsPage() {
  await requireAdminPage(ACCESS.messageTemplates);
  const t = await getTranslations('outbox');
  const alimtalkOn = env.messages.SMS_PROVIDER === 'aligo' && !!env.messages.ALIMTALK_SENDER_KEY;
  return (
    <section>
      <h1>{t('kindsTitle')}</h1>
      <p className="muted">{t('kindsIntro')}</p>
      <StaffTable
        label={t('kindsTitle')}
        testId="message-kinds"
        headings={[t('columns.kind'), t('kindsWhen'), t('kindsTemplate'), t('kindsChannel')]}
      >
        {messageKinds().map((k) => {
          const code = env.messages.ALIMTALK_TEMPLATES?.[k.kind];
          return (
            <tr key={k.kind}>
              <th scope="row">
                {t(`kinds.${k.kind}.name`)}
                <div className="muted">
                  <code>{k.kind}</code>
                </div>
              </th>
              <td className="wrap">{t(`kinds.${k.kind}.when`)}</td>
              <td className="wrap">
                <code className={styles.preformatted}>{k.template}</code>
                <div className="muted">{t('kindsSample', { sample: k.sample, format: k.format })}</div>
              </td>
              <td>{code ? t(alimtalkOn ? 'kindsAlimTalk' : 'kindsAlimTalkOff', { code }) : t('kindsSmsOnly')}</td>
            </tr>
          );
        })}
      </StaffTable>
    </section>
  );
}
