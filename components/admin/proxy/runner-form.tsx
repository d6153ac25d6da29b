'use client';
import { useTranslations } from 'next-intl';
import type { ProxyCourse } from '@/lib/reception/proxy-types';
import { defaultSouvenirOption } from '@/lib/registration/souvenir';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { EmergencyFields } from '@/components/apply/emergency-fields';
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
 * course resets the option to that course's default. Then the optional emergency contact, blood type
 * and finish-SMS consent. No client-side checks: the server validates.
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
      <TextField
        id={id('runnerName')}
        label={t('runnerName')}
        value={value.runnerName}
        onChange={(e) => set('runnerName', e.target.value)}
      />
      <TextField
        id={id('birthday')}
        label={t('birthday')}
        digits
        maxLength={8}
        placeholder={t('birthdayHint')}
        value={value.birthday}
        onChange={(e) => set('birthday', e.target.value)}
      />
      <SelectField
        id={id('gender')}
        label={t('gender')}
        value={value.gender}
        onChange={(e) => set('gender', e.target.value as 'M' | 'F')}
        options={[
          { value: 'M', label: t('genderValue.M') },
          { value: 'F', label: t('genderValue.F') },
        ]}
      />
      <TextField
        id={id('cellphone')}
        label={t('cellphone')}
        digits
        maxLength={11}
        value={value.cellphone}
        onChange={(e) => set('cellphone', e.target.value)}
      />
      <SelectField
        id={id('course')}
        label={t('course')}
        value={value.ticketSeq}
        onChange={(e) => {
          const next = courses.find((c) => c.ticketSeq === Number(e.target.value));
          onChange({ ...value, ticketSeq: Number(e.target.value), choiceOption: defaultSouvenirOption(next?.options ?? []) });
        }}
        options={courses.map((c) => ({ value: String(c.ticketSeq), label: c.ticketName }))}
      />
      <TextField id={id('souvenir')} label={t('souvenir')} value={t('souvenirFixed')} readOnly />
      <SelectField
        id={id('option')}
        label={t('souvenirOption')}
        value={value.choiceOption}
        onChange={(e) => set('choiceOption', e.target.value)}
        options={(course?.options ?? []).map((o) => ({ value: o, label: o }))}
      />
      <div className={styles.wide}>
        <EmergencyFields
          idPrefix={`${idPrefix}-`}
          bind={(k) =>
            k === 'finishSms' || k === 'finishSmsEmergency'
              ? { checked: value[k] === true, onChange: (e) => set(k, e.target.checked) }
              : { value: value[k] ?? '', onChange: (e) => set(k, e.target.value) }
          }
        />
      </div>
    </div>
  );
}
