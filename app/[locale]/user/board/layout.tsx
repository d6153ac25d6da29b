import { getTranslations } from 'next-intl/server';
import { SideMenu } from '@/components/layout/side-menu';
import styles from '@/components/layout/section-layout.module.css';

/** /user/board/* (spec §2 staff screens): notice, Q&A and gallery management. Pages check the session themselves. */
export default async function BoardAdminLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('boardAdmin');
  const items = [
    { href: '/user/board/notice', label: t('menu.notice') },
    { href: '/user/board/qna', label: t('menu.qna') },
    { href: '/user/board/gallery', label: t('menu.gallery') },
  ];
  return (
    <div className={styles.wrap}>
      <div className={styles.side}>
        <SideMenu title={t('heading')} items={items} />
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
