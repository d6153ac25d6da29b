'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import styles from './apply.module.css';
import { useConsentTexts } from './consent-texts';

/**
 * Step 1 of the registration flows (spec §5): two agreements in 15rem scroll boxes, an agree-all
 * button; 'next' needs both ('all must be agreed'), 'decline' says the application is not possible.
 * The texts are the version in force (consent_texts, given by the page), which the registration records.
 */
export function ConsentStep({ onAgreed, alert }: { onAgreed: () => void; alert: (message: ReactNode) => Promise<void> }) {
  const t = useTranslations('apply.consent');
  const tv = useTranslations('validation');
  const [privacy, setPrivacy] = useState(false);
  const [rules, setRules] = useState(false);
  const texts = useConsentTexts();
  const boxes = [
    {
      id: 'privacy',
      title: t('privacyTitle'),
      text: texts?.privacy ?? t('privacyText'),
      label: t('agreePrivacy'),
      checked: privacy,
      set: setPrivacy,
    },
    { id: 'rules', title: t('rulesTitle'), text: texts?.rules ?? t('rulesText'), label: t('agreeRules'), checked: rules, set: setRules },
  ];
  return (
    <section aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.stepTitle}>
        {t('title')}
      </h2>
      <button
        type="button"
        className={`btn btn-outline ${styles.agreeAll}`}
        aria-pressed={privacy && rules}
        onClick={() => {
          setPrivacy(true);
          setRules(true);
        }}
      >
        ✓ {t('agreeAll')}
      </button>
      {boxes.map((b) => (
        <div key={b.id} className={styles.consentBlock}>
          <h3 className={styles.consentTitle}>{b.title}</h3>
          <div className={styles.consentBox} tabIndex={0} role="region" aria-label={b.title}>
            {b.text}
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={b.checked} onChange={(e) => b.set(e.target.checked)} />
            {b.label}
          </label>
        </div>
      ))}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={() => alert(tv('consentDeclined'))}>
          {t('decline')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            if (privacy && rules) onAgreed();
            else void alert(tv('consent'));
          }}
        >
          {t('next')}
        </button>
      </div>
    </section>
  );
}
