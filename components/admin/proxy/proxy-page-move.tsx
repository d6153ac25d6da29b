'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useFeedback } from '@/components/ui/feedback';

/**
 * A registration opened on the wrong proxy page (spec §2): says so in the console's dialog (which
 * stays up over the next page) and replaces the page with the right one (`href`).
 */
export function ProxyPageMove({ messageKey, href }: { messageKey: 'groupEditOnly' | 'notGroup'; href: string }) {
  const t = useTranslations('proxy');
  const router = useRouter();
  const { alert } = useFeedback();
  const text = t(messageKey);
  useEffect(() => {
    void alert(text);
    router.replace(href);
  }, [alert, text, router, href]);
  return (
    <p className="container alert alert-info" role="status">
      {text}
    </p>
  );
}
