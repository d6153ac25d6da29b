import type { Locale } from './config';
import koAdmin from '@/messages/ko/admin.json';
import koBoard from '@/messages/ko/board.json';
import koBoardAdmin from '@/messages/ko/boardAdmin.json';
import koContent from '@/messages/ko/content.json';
import koContentAdmin from '@/messages/ko/contentAdmin.json';
import koApply from '@/messages/ko/apply.json';
import koCommon from '@/messages/ko/common.json';
import koErrors from '@/messages/ko/errors.json';
import koFindSeq from '@/messages/ko/findSeq.json';
import koGroup from '@/messages/ko/group.json';
import koHome from '@/messages/ko/home.json';
import koLedger from '@/messages/ko/ledger.json';
import koNotice from '@/messages/ko/notice.json';
import koOutbox from '@/messages/ko/outbox.json';
import koPayment from '@/messages/ko/payment.json';
import koPlaces from '@/messages/ko/places.json';
import koSearch from '@/messages/ko/search.json';
import koValidation from '@/messages/ko/validation.json';
import koEvents from '@/messages/ko/events.json';
import koEditions from '@/messages/ko/editions.json';
import koProxy from '@/messages/ko/proxy.json';
import koReception from '@/messages/ko/reception.json';
import koRefunds from '@/messages/ko/refunds.json';
import koRecords from '@/messages/ko/records.json';
import koRetention from '@/messages/ko/retention.json';
import koUntact from '@/messages/ko/untact.json';
import koTestMode from '@/messages/ko/testMode.json';
import koTransfers from '@/messages/ko/transfers.json';
import koQueue from '@/messages/ko/queue.json';
import koUi from '@/messages/ko/ui.json';
import koStaffUi from '@/messages/ko/staffUi.json';
import koStaff from '@/messages/ko/staff.json';
import koRaceDay from '@/messages/ko/raceDay.json';
import koBibs from '@/messages/ko/bibs.json';
import koDispatch from '@/messages/ko/dispatch.json';
import koMail from '@/messages/ko/mail.json';
import enAdmin from '@/messages/en/admin.json';
import enBoard from '@/messages/en/board.json';
import enBoardAdmin from '@/messages/en/boardAdmin.json';
import enContent from '@/messages/en/content.json';
import enContentAdmin from '@/messages/en/contentAdmin.json';
import enApply from '@/messages/en/apply.json';
import enCommon from '@/messages/en/common.json';
import enErrors from '@/messages/en/errors.json';
import enFindSeq from '@/messages/en/findSeq.json';
import enGroup from '@/messages/en/group.json';
import enHome from '@/messages/en/home.json';
import enLedger from '@/messages/en/ledger.json';
import enNotice from '@/messages/en/notice.json';
import enOutbox from '@/messages/en/outbox.json';
import enPayment from '@/messages/en/payment.json';
import enPlaces from '@/messages/en/places.json';
import enSearch from '@/messages/en/search.json';
import enValidation from '@/messages/en/validation.json';
import enEvents from '@/messages/en/events.json';
import enEditions from '@/messages/en/editions.json';
import enProxy from '@/messages/en/proxy.json';
import enReception from '@/messages/en/reception.json';
import enRefunds from '@/messages/en/refunds.json';
import enRecords from '@/messages/en/records.json';
import enRetention from '@/messages/en/retention.json';
import enUntact from '@/messages/en/untact.json';
import enTestMode from '@/messages/en/testMode.json';
import enTransfers from '@/messages/en/transfers.json';
import enQueue from '@/messages/en/queue.json';
import enUi from '@/messages/en/ui.json';
import enStaffUi from '@/messages/en/staffUi.json';
import enStaff from '@/messages/en/staff.json';
import enRaceDay from '@/messages/en/raceDay.json';
import enBibs from '@/messages/en/bibs.json';
import enDispatch from '@/messages/en/dispatch.json';
import enMail from '@/messages/en/mail.json';

/**
 * The catalogues, one file per namespace (messages/<locale>/<namespace>.json) so that features can
 * be worked on side by side; every key exists in both locales (checked by lib/i18n/catalogues.test.ts).
 */
export const catalogues = {
  ko: {
    admin: koAdmin,
    apply: koApply,
    board: koBoard,
    boardAdmin: koBoardAdmin,
    common: koCommon,
    content: koContent,
    contentAdmin: koContentAdmin,
    editions: koEditions,
    errors: koErrors,
    events: koEvents,
    findSeq: koFindSeq,
    group: koGroup,
    home: koHome,
    ledger: koLedger,
    mail: koMail,
    notice: koNotice,
    outbox: koOutbox,
    payment: koPayment,
    places: koPlaces,
    proxy: koProxy,
    queue: koQueue,
    reception: koReception,
    refunds: koRefunds,
    records: koRecords,
    retention: koRetention,
    search: koSearch,
    staff: koStaff,
    staffUi: koStaffUi,
    raceDay: koRaceDay,
    bibs: koBibs,
    dispatch: koDispatch,
    testMode: koTestMode,
    transfers: koTransfers,
    ui: koUi,
    untact: koUntact,
    validation: koValidation,
  },
  en: {
    admin: enAdmin,
    apply: enApply,
    board: enBoard,
    boardAdmin: enBoardAdmin,
    common: enCommon,
    content: enContent,
    contentAdmin: enContentAdmin,
    editions: enEditions,
    errors: enErrors,
    events: enEvents,
    findSeq: enFindSeq,
    group: enGroup,
    home: enHome,
    ledger: enLedger,
    mail: enMail,
    notice: enNotice,
    outbox: enOutbox,
    payment: enPayment,
    places: enPlaces,
    proxy: enProxy,
    queue: enQueue,
    reception: enReception,
    refunds: enRefunds,
    records: enRecords,
    retention: enRetention,
    search: enSearch,
    staff: enStaff,
    staffUi: enStaffUi,
    raceDay: enRaceDay,
    bibs: enBibs,
    dispatch: enDispatch,
    testMode: enTestMode,
    transfers: enTransfers,
    ui: enUi,
    untact: enUntact,
    validation: enValidation,
  },
} satisfies Record<Locale, Record<string, unknown>>;

export function messagesFor(locale: Locale) {
  return catalogues[locale];
}
