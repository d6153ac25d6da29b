'use client';
import { useTranslations } from 'next-intl';
import type { ProxyCourse } from '@/lib/reception/proxy-types';
import { defaultSouvenirOption } from '@/lib/registration/souvenir';
import type { RunnerFields } from './runner-lists';
import styles from './proxy.module.css';

/** An empty participant row: gender M, first course, its default souvenir option (spec §4, §9). */
export function blankRunner(courses: ProxyCourse[]): RunnerFields {
  const c = courses[0];
  return {
    ticketSeq: c?.ticketSeq ?? 0,
    choiceOption: defaultSouvenirOption(c?.options ?? []),
    runnerName: '',
    birthday: '',
    gender: 'M',
    cellphone: '',
  };
}

/**
 * The participant fields of the proxy pages (spec §2): name, birth date, gender (male/female),
 * phone, course from the offline tickets, souvenir fixed 't-shirt', souvenir option. Changing the
 * course resets the option to that course's default. No client-side checks: the server validates.
 */
export function RunnerForm({
  value,
  onChange,
  courses,
  idPrefix,
}: {
  value: RunnerFields;
  onChange: (v: RunnerFields) => void;
  courses: ProxyCourse[];
  idPrefix: string;
}) {
  const t = useTranslations('proxy');
  const course = courses.find((c) => c.ticketSeq === value.ticketSeq);
  const set = <K extends keyof RunnerFields>(k: K, v: RunnerFields[K]) => onChange({ ...value, [k]: v });
  const id = (k: string) => `${idPrefix}-${k}`;
  return (
    <div className={styles.rowForm}>
      <div className="field">
        <label htmlFor={id('runnerName')}>{t('runnerName')}</label>
        <input id={id('runnerName')} value={value.runnerName} onChange={(e) => set('runnerName', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={id('birthday')}>{t('birthday')}</label>
        <input
          id={id('birthday')}
          inputMode="numeric"
          maxLength={8}
          placeholder={t('birthdayHint')}
          value={value.birthday}
          onChange={(e) => set('birthday', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={id('gender')}>{t('gender')}</label>
        <select id={id('gender')} value={value.gender} onChange={(e) => set('gender', e.target.value as 'M' | 'F')}>
          <option value="M">{t('genderValue.M')}</option>
          <option value="F">{t('genderValue.F')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('cellphone')}>{t('cellphone')}</label>
        <input
          id={id('cellphone')}
          inputMode="numeric"
          maxLength={11}
          value={value.cellphone}
          onChange={(e) => set('cellphone', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={id('course')}>{t('course')}</label>
        <select
          id={id('course')}
          value={value.ticketSeq}
          onChange={(e) => {
            const next = courses.find((c) => c.ticketSeq === Number(e.target.value));
            onChange({ ...value, ticketSeq: Number(e.target.value), choiceOption: defaultSouvenirOption(next?.options ?? []) });
          }}
        >
          {courses.map((c) => (
            <option key={c.ticketSeq} value={c.ticketSeq}>
              {c.ticketName}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('souvenir')}>{t('souvenir')}</label>
        <input id={id('souvenir')} value={t('souvenirFixed')} readOnly />
      </div>
      <div className="field">
        <label htmlFor={id('option')}>{t('souvenirOption')}</label>
        <select id={id('option')} value={value.choiceOption} onChange={(e) => set('choiceOption', e.target.value)}>
          {(course?.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
