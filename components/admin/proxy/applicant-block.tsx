'use client';
import { useTranslations } from 'next-intl';
import { MoneyLine } from '@/components/ledger/money-line';
import { useFormContext } from 'react-hook-form';
import { ApplicantSection } from '@/components/apply/applicant-section';
import { TextField } from '@/components/ui/text-field';
import { registerFilled } from '@/components/ui/register-filled';
import type { ProxyDetail } from '@/lib/reception/proxy-types';
import styles from './proxy.module.css';

/** Applicant fields of the proxy forms (spec §3 joiner). */
export interface ProxyApplicantValues {
  joinerName: string;
  exponent: string;
  cellphone: string;
  /** Required with a phone from abroad (the applicant's messages go there), as on the public form. */
  email: string;
  zipcode: string;
  zipAddress: string;
  address: string;
}

export const emptyApplicant: ProxyApplicantValues = {
  joinerName: '',
  exponent: '',
  cellphone: '',
  email: '',
  zipcode: '',
  zipAddress: '',
  address: '',
};

/** The form values of a loaded registration's applicant. */
export function applicantValues(a: ProxyDetail['applicant']): ProxyApplicantValues {
  return {
    joinerName: a.joinerName,
    exponent: a.exponent ?? '',
    cellphone: a.cellphone,
    email: a.email ?? '',
    zipcode: a.zipcode,
    zipAddress: a.zipAddress,
    address: a.address,
  };
}

/**
 * 'Applicant info' of the proxy pages (spec §2): group name (group page only), name, phone ('without
 * hyphens, up to 11 digits'), postcode modal with road address and building name, detail address
 * (for a phone from abroad: the e-mail address and a free-form address, as on the public form);
 * in edit mode also the read-only registration number, payment status and payment method.
 * Must sit inside a FormProvider of ProxyApplicantValues.
 */
export function ApplicantBlock({ group, stored }: { group: boolean; stored: ProxyDetail['applicant'] | null }) {
  const t = useTranslations('proxy');
  const form = useFormContext<ProxyApplicantValues>();
  return (
    <section className={styles.section}>
      {stored ? (
        <dl className={styles.readonly}>
          <div>
            <dt>{t('joinSeq')}</dt>
            <dd data-testid="joinSeq">{stored.joinSeq}</dd>
          </div>
          <div>
            <dt>{t('paymentStatus')}</dt>
            <dd data-testid="paymentStatus">{t(`status.${stored.paymentStatus}`)}</dd>
          </div>
          <div>
            <dt>{t('paymentType')}</dt>
            <dd>{t(`type.${stored.paymentType}`)}</dd>
          </div>
          {stored.money && (
            <div>
              <dt>{t('ledger.paid')}</dt>
              <dd data-testid="proxy-money">
                <MoneyLine money={stored.money} />
              </dd>
            </div>
          )}
        </dl>
      ) : null}
      <ApplicantSection title={t('section.applicant')}>
        {group ? <TextField id="exponent" label={t('groupName')} {...registerFilled(form, 'exponent')} /> : null}
      </ApplicantSection>
    </section>
  );
}
