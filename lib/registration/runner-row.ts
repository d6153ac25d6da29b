import type { runners } from '@/db/schema';
import type { RunnerInput } from '@/lib/validation/application';
import { emergencyOf, type EmergencyFields } from '@/lib/validation/emergency';
import type { TicketRow } from './current-event';

/**
 * The row of a runner added to registration `j` (a staff edit's INS, members added by the registrant)
 * on course `t` at `price` won: the course's name and souvenir copied as the application does, with
 * the runner's emergency contact, blood type and finish-SMS consent when given.
 */
export function newRunnerRow(
  j: { joinerId: number; eventId: number; joinSeq: number },
  t: Pick<TicketRow, 'ticketSeq' | 'ticketName' | 'souvenir'>,
  input: Pick<RunnerInput, 'choiceOption' | 'runnerName' | 'birthday' | 'gender' | 'cellphone'> & Partial<EmergencyFields>,
  price: number,
): typeof runners.$inferInsert {
  return {
    joinerId: j.joinerId,
    eventId: j.eventId,
    joinSeq: j.joinSeq,
    ticketSeq: t.ticketSeq,
    ticketName: t.ticketName,
    souvenir: t.souvenir,
    choiceOption: input.choiceOption,
    runnerName: input.runnerName,
    birthday: input.birthday,
    gender: input.gender,
    cellphone: input.cellphone,
    ...emergencyOf(input),
    price,
  };
}
