'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { adminFetch, adminUpload } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { PRICE_CATEGORIES, type PriceCategory } from '@/lib/codes';
import type { ProxyCourse, ProxyDetail } from '@/lib/reception/proxy-types';
import { groupAmount } from '@/lib/registration/group';
import { ApplicantBlock, applicantValues, emptyApplicant, type ProxyApplicantValues } from './applicant-block';
import { blankRunner, RunnerForm, runnerProblems } from './runner-form';
import {
  addRows,
  deleteRows,
  editRow,
  emergencyInputs,
  loadedLists,
  toDiff,
  type RunnerFields,
  type RunnerLists,
  type ListRow,
} from './runner-lists';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { usePaidEditConsent } from './use-paid-edit-consent';
import { useProxyDetail } from './use-proxy-detail';
import styles from './proxy.module.css';
import { firstPaymentType } from '@/lib/validation/international-phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { proxyJoinerSchema } from '@/lib/validation/proxy';

/** The participant list of a stored group (race-day and untact runners), as the form edits it. */
function listsOf(d: ProxyDetail): RunnerLists {
  return loadedLists(
    [...d.runnersByTicketType.offline, ...d.runnersByTicketType.online].map((r) => ({
      ...r,
      choiceOption: r.choiceOption ?? '',
      ...emergencyInputs(r),
    })),
  );
}

/**
 * /user/reception/application/group (spec §2, §4 staff proxy): applicant info with group name,
 * participant info (Excel upload through POST /api/admin/application/excel, or the single-row form
 * with 'add' / 'edit complete'), and the participant list (select all, delete, per-row edit,
 * 'total N people'). 'register' / 'modify' save through POST /api/admin/applicant/applyForAll with
 * runners {INS, UPD, DEL}. With `initial` (the stored registration, read by the server page) it is its edit.
 */
export function ProxyGroup({ courses, initial }: { courses: ProxyCourse[]; initial: ProxyDetail | null }) {
  const t = useTranslations('proxy');
  const tg = useTranslations('group');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const { alert, toast } = useFeedback();
  // The shared applicant schema checks the form: each problem beside its field, gone once it is right.
  const methods = useForm<ProxyApplicantValues>({
    defaultValues: initial ? applicantValues(initial.applicant) : emptyApplicant,
    resolver: zodResolver(proxyJoinerSchema) as never,
  });
  const [rowChecked, setRowChecked] = useState(false);
  const applicantPhone = useWatch({ control: methods.control, name: 'cellphone' });
  const [lists, setLists] = useState<RunnerLists>(() => (initial ? listsOf(initial) : { rows: [], deleted: [] }));
  const [form, setForm] = useState<RunnerFields>(() => blankRunner(courses));
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState('');
  // The group's price category (spec §9: standard, disabled, school group of 10+): chosen for a new
  // registration, kept for an edit (the server keeps the stored one too).
  const [category, setCategory] = useState<PriceCategory>(initial?.applicant.priceCategory ?? 'standard');
  const paidEditConsent = usePaidEditConsent();

  const onLoaded = useCallback(
    (d: ProxyDetail) => {
      methods.reset(applicantValues(d.applicant));
      setCategory(d.applicant.priceCategory);
      setLists(listsOf(d));
      setChecked(new Set());
      setEditingKey(null);
    },
    [methods],
  );
  const { detail, afterSave } = useProxyDetail(initial, onLoaded);
  const joinSeq = initial?.applicant.joinSeq ?? null;
  const editing = joinSeq !== null;
  const courseName = (seq: number) => courses.find((c) => c.ticketSeq === seq)?.ticketName ?? '';

  function addOrFinishEdit() {
    setRowChecked(true);
    if (Object.keys(runnerProblems(form, methods.getValues('cellphone'))).length > 0) return;
    const next = editingKey ? editRow(lists, editingKey, form) : addRows(lists, [form]);
    if (!next) {
      void alert(t('duplicateInList'));
      return;
    }
    setLists(next);
    setEditingKey(null);
    setRowChecked(false);
    setForm({ ...blankRunner(courses), ticketSeq: form.ticketSeq, choiceOption: form.choiceOption });
  }

  async function upload() {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      void alert(t('excel.noFile'));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    const answer = await adminUpload<RunnerFields[]>('/api/admin/application/excel', body, t('noPermission'));
    setBusy(false);
    if (answer.status === 401 || answer.status === 403) return;
    if (!answer.ok) {
      void alert(errorText(answer));
      return;
    }
    const next = addRows(lists, answer.body);
    if (!next) {
      void alert(t('duplicateInList'));
      return;
    }
    setLists(next);
    toast(t('excel.entered', { count: answer.body.length }), 'ok');
    if (fileInput.current) fileInput.current.value = '';
    setFileName('');
  }

  function removeChecked() {
    if (checked.size === 0) {
      void alert(t('noneChecked'));
      return;
    }
    setLists(deleteRows(lists, checked));
    if (editingKey && checked.has(editingKey)) setEditingKey(null);
    setChecked(new Set());
  }

  const amount = groupAmount(lists.rows, courses, category);

  async function submit(values: ProxyApplicantValues) {
    // A paid entry becomes unpaid when saved: staff are told so and agree first (nothing is sent otherwise).
    if (editing && !(await paidEditConsent(detail?.applicant, amount))) return;
    setBusy(true);
    const joiner = {
      ...values,
      ...(editing ? { joinSeq: String(joinSeq).padStart(4, '0') } : {}),
      // Bank transfer needs a Korean account: an applicant from abroad pays by card (the server decides).
      paymentType: firstPaymentType(values.cellphone),
      priceCategory: category,
    };
    const answer = await adminFetch('POST', '/api/admin/applicant/applyForAll', { joiner, runners: toDiff(lists) }, t('noPermission'));
    setBusy(false);
    await afterSave(answer);
  }

  const allChecked = lists.rows.length > 0 && lists.rows.every((r) => checked.has(r.key));
  const toggle = (key: string) => {
    const next = new Set(checked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setChecked(next);
  };
  const runnerColumns: Array<Column<ListRow>> = [
    {
      id: 'check',
      meta: { action: true },
      header: () => (
        <input
          type="checkbox"
          aria-label={t('selectAll')}
          checked={allChecked}
          onChange={() => setChecked(allChecked ? new Set() : new Set(lists.rows.map((r) => r.key)))}
        />
      ),
      cell: ({ row: { original: r } }) => (
        <input
          type="checkbox"
          aria-label={t('selectRow', { name: r.runnerName })}
          checked={checked.has(r.key)}
          onChange={() => toggle(r.key)}
        />
      ),
    },
    {
      id: 'edit',
      meta: { action: true },
      header: () => <span className="sr-only">{t('edit')}</span>,
      cell: ({ row: { original: r } }) => (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-label={t('editRow', { name: r.runnerName })}
          onClick={() => {
            setEditingKey(r.key);
            setForm({
              ticketSeq: r.ticketSeq,
              choiceOption: r.choiceOption,
              runnerName: r.runnerName,
              birthday: r.birthday,
              gender: r.gender,
              cellphone: r.cellphone,
            });
          }}
        >
          {t('edit')}
        </button>
      ),
    },
    { accessorKey: 'runnerName', header: t('runnerName') },
    { accessorKey: 'birthday', header: t('birthday') },
    { id: 'gender', header: t('gender'), cell: ({ row: { original: r } }) => t(`genderValue.${r.gender}`) },
    { accessorKey: 'cellphone', header: t('cellphone') },
    { id: 'course', header: t('course'), cell: ({ row: { original: r } }) => courseName(r.ticketSeq), meta: { wrap: true } },
    { id: 'souvenir', header: t('souvenir'), cell: () => t('souvenirFixed'), meta: { priority: 3 } },
    { accessorKey: 'choiceOption', header: t('souvenirOption') },
  ];
  return (
    <FormProvider {...methods}>
      <form method="post" className={`container ${styles.page}`} onSubmit={methods.handleSubmit(submit)} noValidate>
        <h1>{editing ? t('title.groupEdit') : t('title.groupNew')}</h1>
        <ApplicantBlock group stored={detail?.applicant ?? null} />

        <section className={styles.section}>
          <h2>{t('section.participant')}</h2>
          <div className={styles.upload}>
            <label htmlFor="excel-file">{t('excel.label')}</label>
            <input
              id="excel-file"
              ref={fileInput}
              type="file"
              accept=".xls,.xlsx"
              onChange={(e) => setFileName(e.target.files?.[0]?.name ?? '')}
            />
            <button type="button" className="btn btn-outline btn-sm" onClick={upload} disabled={busy}>
              {busy ? t('excel.uploading') : t('excel.upload')}
            </button>
            <a className="btn btn-outline btn-sm" href="/api/admin/application/excel/template" download>
              {t('excel.template')}
            </a>
            <span className="muted">{fileName || t('excel.noFile')}</span>
          </div>
          <p className="muted">{t('excel.help')}</p>
          <div className={editingKey ? styles.editing : undefined}>
            <RunnerForm
              idPrefix="row"
              value={form}
              onChange={setForm}
              courses={courses}
              showErrors={rowChecked}
              applicantPhone={applicantPhone ?? ''}
            />
          </div>
          <div>
            <button type="button" className="btn btn-sm" onClick={addOrFinishEdit}>
              {editingKey ? t('editComplete') : t('add')}
            </button>
            {editingKey ? (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => (setEditingKey(null), setForm(blankRunner(courses)))}>
                {t('cancelEdit')}
              </button>
            ) : null}
          </div>
        </section>

        <section className={styles.section}>
          <div className={styles.listHead}>
            <h2>{t('section.list')}</h2>
            <span data-testid="runner-total">{t('total', { count: lists.rows.length })}</span>
          </div>
          <div>
            <button type="button" className="btn btn-danger btn-sm" onClick={removeChecked}>
              {t('deleteSelected')}
            </button>
          </div>
          <DataTable
            data={lists.rows}
            columns={runnerColumns}
            rowId={(r) => r.key}
            empty={t('empty')}
            label={t('section.list')}
            testId="runner-list"
            rowProps={(r) => (r.key === editingKey ? { className: styles.editing } : {})}
          />
        </section>

        <section className={styles.section}>
          <h2>{tg('priceCategory')}</h2>
          <div className={styles.categoryRow}>
            <label htmlFor="proxy-group-category">{tg('priceCategory')}</label>
            <select
              id="proxy-group-category"
              value={category}
              disabled={editing}
              onChange={(e) => setCategory(e.target.value as PriceCategory)}
            >
              {(editing ? [category] : PRICE_CATEGORIES).map((c) => (
                <option key={c} value={c}>
                  {tg(`category.${c}`)}
                </option>
              ))}
            </select>
            <span>
              {t('amount')}: <strong data-testid="amount">{tc('won', { amount: amount.toLocaleString('ko-KR') })}</strong>
            </span>
          </div>
        </section>
        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('saving') : editing ? t('modify') : t('register')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
