import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { DbOrTx } from '@/db/client';
import { PUBLIC_TICKET_TYPES } from '@/lib/codes';
import { editionOrCurrent, listEditions } from '@/lib/editions/list';
import { listTickets } from '@/lib/registration/current-event';
import { editionFilterField } from './edition-filter';
import type { FilterField } from './list-filters';

/**
 * The filters of the application list and of its export (spec §7 reception/search): the edition
 * (current by default), name, gender, phone, course of that edition and registration number, with the
 * values of `params`.
 */
export async function applicationFilterFields(
  db: DbOrTx,
  eventCode: string | undefined,
  params: Record<string, string>,
): Promise<FilterField[]> {
  const t = await getTranslations();
  const [edition, editions] = await Promise.all([editionOrCurrent(db, eventCode), listEditions(db)]);
  // Every course runners can enter, untact ones included.
  const courses = (await listTickets(db, edition.eventId)).filter((c) => PUBLIC_TICKET_TYPES.includes(c.ticketType));
  return [
    editionFilterField(editions, params.eventCode, t as never),
    { name: 'joinerName', label: t('reception.columns.joinerName'), type: 'text', value: params.joinerName },
    {
      name: 'gender',
      label: t('reception.columns.gender'),
      type: 'select',
      value: params.gender,
      options: [
        { value: 'M', label: t('reception.gender.M') },
        { value: 'F', label: t('reception.gender.F') },
      ],
    },
    { name: 'cellphone', label: t('reception.columns.cellphone'), type: 'text', value: params.cellphone, inputMode: 'numeric' },
    {
      name: 'ticketSeq',
      label: t('reception.columns.ticketName'),
      type: 'select',
      value: params.ticketSeq,
      options: courses.map((c) => ({ value: String(c.ticketSeq), label: c.ticketName })),
    },
    { name: 'joinSeq', label: t('reception.columns.joinSeq'), type: 'text', value: params.joinSeq, inputMode: 'numeric' },
  ];
}
