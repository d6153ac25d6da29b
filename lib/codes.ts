/**
 * Codes shared by the browser, the server and the database schema, declared once (ARCHITECTURE.md
 * "Codes that the client and server share"). Client-safe: no imports, no server code. Compare with
 * the typed unions below so that a misspelt code fails the type check.
 */

/** Payment status of a registration (spec §4): awaiting deposit, deposit complete, participation cancelled. */
export const PAYMENT_STATUSES = ['RSVT', 'CMPL', 'CNCL'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a registration pays (spec §3 joiner.paymentType). */
export const PAYMENT_TYPES = ['BANK', 'CARD'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Price categories the applicant chooses (spec §9); non-standard ones are checked by staff. */
export const PRICE_CATEGORIES = ['standard', 'disabled', 'school'] as const;
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

/** Ticket types (spec §3): the race on the day, the untact (virtual) race, trekking. */
export const TICKET_TYPES = ['offline', 'online', 'trekking'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
/** Ticket types sold through /apply and POST /api/applicant/applyFor: the race day and the untact race. */
export const PUBLIC_TICKET_TYPES: readonly TicketType[] = ['offline', 'online'];

/** Runner gender (spec §3, §5): M/F. */
export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

/** Where a registration came from: the public forms or a staff proxy entry. */
export const REGISTRATION_SOURCES = ['public', 'proxy'] as const;
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number];

/** Boards (spec §3 Post); a gallery album is a post with photos (spec §1 photo gallery). */
export const BOARD_TYPES = ['notice', 'qna', 'gallery'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

/** Post body formats (spec §3 Post.mimeType). */
export const POST_MIME_TYPES = ['text/plain', 'text/html'] as const;
export type PostMimeType = (typeof POST_MIME_TYPES)[number];

/** Popup window sizes (spec §3 Post.size, §9: default md). */
export const POPUP_SIZES = ['xl', 'lg', 'md', 'sm'] as const;
export type PopupSize = (typeof POPUP_SIZES)[number];

/** Board search keys (spec §2 Q&A search, notice search). */
export const BOARD_SEARCH_KEYS = ['title', 'content', 'author'] as const;
export type BoardSearchKey = (typeof BOARD_SEARCH_KEYS)[number];

/** Image types a gallery photo may have, sniffed from its bytes (never from the file name). */
export const GALLERY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type GalleryImageType = (typeof GALLERY_IMAGE_TYPES)[number];

/** Card order states at the payment provider. */
export const PAYMENT_ORDER_STATUSES = ['READY', 'DONE', 'FAILED', 'CANCELING', 'CANCELED'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** Card payment providers: Toss Payments, or the built-in simulated checkout. */
export const PAYMENT_PROVIDERS = ['toss', 'simulated'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Outbox message states: QUEUED (stored with its delivery job, waiting or between retries), SENDING (a
 * worker handed it to the provider and waits for the answer), SENT (the provider accepted it), FAILED
 * (the provider refused every attempt; `reason` says why), LIMITED (never handed to the provider: the
 * phone had its daily share of visitor-triggered messages, SMS_PER_PHONE_PER_DAY, or of all messages,
 * MESSAGES_DAILY_LIMIT_PER_PHONE; `reason` says which; shown as "not sent: limit").
 */
export const SMS_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'LIMITED'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * What an outbox message is about (the template it was written from, lib/sms/messages.ts): the
 * registration number recovery, an accepted application (waiting for payment, or free and complete),
 * a confirmed payment. Places: the payment reminder, the release at the deadline, the waitlist's place
 * and invitation. Race day: the bib number with the check-in link, the kit parcel sent, the
 * preliminary finish. After registering: a balance left by a change, a refund's steps, a transfer's
 * code and its outcome. A staff notice sent to a segment of runners (bulk). A new kind joins here with
 * its template.
 */
export const SMS_KINDS = [
  'join-seq',
  'registered',
  'registered-free',
  'paid',
  'reminder',
  'released',
  'waitlisted',
  'invited',
  'bib',
  'dispatched',
  'finish',
  'balance-due',
  'refund-requested',
  'refund-approved',
  'refund-sent',
  'refund-refused',
  'transfer-code',
  'transfer-received',
  'transfer-given',
  'notice',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/**
 * The kinds a visitor can make the site send to any phone they type (an application, the number
 * recovery, joining the waitlist): these count against SMS_PER_PHONE_PER_DAY, so nobody can flood a
 * phone through the forms. Messages about a change that really happened to the phone owner's entry
 * (paid, the payment reminder, the release, an invitation) always go.
 */
export const VISITOR_SMS_KINDS: readonly SmsKind[] = ['join-seq', 'registered', 'registered-free', 'waitlisted'];

/** Why a registration was cancelled (joiners.cancel_reason): by its applicant, by staff, or by the system at its payment deadline. */
export const CANCEL_REASONS = ['visitor', 'staff', 'unpaid'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * A waitlist entry's state (spec of the waitlist, /apply/waitlist): waiting in line; invited (a place
 * is held for them until the invitation expires); expired (the invitation ran out or staff skipped
 * it); registered (they took the place); left (they, or staff, took the entry out of the line).
 */
export const WAIT_STATES = ['waiting', 'invited', 'expired', 'registered', 'left'] as const;
export type WaitState = (typeof WAIT_STATES)[number];

/**
 * How an outbox message travels: SMS/LMS through the SMS provider, or KakaoTalk AlimTalk (an approved
 * template) through the same provider, which falls back to SMS when the phone has no KakaoTalk, or
 * e-mail through the SMTP server to a runner whose phone is not Korean.
 */
export const MESSAGE_CHANNELS = ['sms', 'alimtalk', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Public pages whose text staff edit per edition around the facts taken from the event (lib/content/pages.ts). */
export const CONTENT_PAGES = ['guide', 'course', 'trekking'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** Age groups of the records (spec §3, §9): 20 = under 30, 30, 40, 50, 60 = 60 and over. */
export const AGE_TYPES = [20, 30, 40, 50, 60] as const;
export type AgeType = (typeof AGE_TYPES)[number];

/**
 * Staff roles (what a console account may do; lib/auth/access.ts maps them to areas): director
 * (everything), reception (registrations and payments, no bulk export), desk (check-in and lookup
 * only), content (boards, gallery, guide), timing (records import and live results).
 */
export const STAFF_ROLES = ['director', 'reception', 'desk', 'content', 'timing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Automatic checks of an untact activity upload; advice for staff, who decide OK/NG. */
export const UNTACT_FLAGS = ['SPEED', 'PAUSE', 'JUMP', 'TIME_ORDER', 'SHORT', 'WINDOW'] as const;
export type UntactFlag = (typeof UNTACT_FLAGS)[number];

/**
 * Kinds of a payment-ledger row: what was charged (a registration, a change, a transfer fee), paid
 * (card capture, a confirmed deposit), refunded (card cancellation, a bank refund sent) or adjusted by
 * staff with a reason. An entry's balance = charges + adjustments − payments + refunds (won).
 */
export const LEDGER_KINDS = ['charge', 'payment', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Why a ledger row was written (its memo is the translation of the cause, ledger.causes.<cause>):
 * registration, a course or souvenir change, members added or removed, a cancellation (charges
 * reversed) and its fee under the refund policy, a transfer fee, a restore of a cancelled entry;
 * payments by card or bank deposit; refunds by card cancellation or bank transfer; staff adjustments
 * (a shortfall waived, a correction) and reversals of a mistaken deposit confirmation; rows migrated
 * from the registrations stored before the ledger.
 */
export const LEDGER_CAUSES = [
  'registration',
  'course-change',
  'runners-added',
  'runners-removed',
  'staff-edit',
  'cancellation',
  'cancellation-fee',
  'transfer-fee',
  'restore',
  'card',
  'deposit',
  'deposit-reversal',
  'card-refund',
  'bank-refund',
  'shortfall-waived',
  'refund-refused',
  'staff',
] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

/** How money moved: card (Toss or the simulated checkout) or bank transfer. */
export const MONEY_METHODS = ['card', 'bank'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/**
 * States of a refund request: requested by the runner, approved by staff (a bank refund then waits
 * for the transfer), sent (money back, the account erased), refused by staff with a reason, failed
 * (the card provider refused; staff may try again).
 */
export const REFUND_STATES = ['requested', 'approved', 'sent', 'refused', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The refund states in which money is still owed to the runner (not settled: neither sent nor refused). */
export const OWED_REFUND_STATES = ['requested', 'approved', 'failed'] as const satisfies readonly RefundState[];

/**
 * States of an official transfer (명의 변경): the code was sent to the new runner's phone, the code was
 * confirmed and staff must approve, approved (the place changed hands), refused by staff, expired
 * (code not confirmed in time or too many wrong codes), withdrawn by the registrant.
 */
export const TRANSFER_STATES = ['code-sent', 'awaiting-staff', 'approved', 'refused', 'expired', 'withdrawn'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/**
 * What a verification code certifies: an official result of the records (personal_records) or an
 * untact record validated OK (untact_runners).
 */
export const CERTIFICATE_KINDS = ['official', 'untact'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
/** ABO blood group of a runner (printed on the back of the bib with the Rh factor); optional. */
export const BLOOD_TYPES = ['A', 'B', 'O', 'AB'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

/** Rh factor of a runner's blood; optional (many runners know only their ABO group). */
export const BLOOD_RH = ['+', '-'] as const;
export type BloodRh = (typeof BLOOD_RH)[number];

/** Order in which one assignment run gives bibs: payment time, name (가나다), or group members together. */
export const BIB_ORDERS = ['paid', 'name', 'group'] as const;
export type BibOrder = (typeof BIB_ORDERS)[number];

/** Parcel couriers whose tracking numbers the site links to (lib/dispatch/couriers.ts). */
export const COURIERS = ['cj', 'epost', 'hanjin', 'lotte', 'logen'] as const;
export type Courier = (typeof COURIERS)[number];

/** How a kit collection at the race-day desk found its runner. */
export const CHECKIN_METHODS = ['qr', 'bib', 'search'] as const;
export type CheckinMethod = (typeof CHECKIN_METHODS)[number];

/** Timing points a passing names, in course order; a course has the points under its distance. */
export const TIMING_POINTS = ['start', '5k', '10k', '15k', 'finish'] as const;
export type TimingPoint = (typeof TIMING_POINTS)[number];

/** Where a passing came from: the timing company's API call or a staff CSV upload. */
export const PASSING_SOURCES = ['api', 'csv'] as const;
export type PassingSource = (typeof PASSING_SOURCES)[number];

/** Race-day messages sent once per runner (bib number, finish time). */
export const RUNNER_NOTICE_KINDS = ['bib', 'finish'] as const;
export type RunnerNoticeKind = (typeof RUNNER_NOTICE_KINDS)[number];

/**
 * What a staff audit-log entry records (lib/audit/write.ts): the lookups, views, downloads and changes
 * of the console and its API (the adminRoute `audit` names use dots, the domain's own entries dashes;
 * 'api' is a change a route gave no name, 'edit' entries of earlier editions). The audit page shows
 * each by its label, reception.audit.actions.<auditActionKey>.
 */
export const AUDIT_ACTIONS = [
  'account.password',
  'account.totp',
  'api',
  'bibs.assign',
  'bibs.chips',
  'bibs.edit',
  'bibs.reserve',
  'bibs.sms',
  'bibs.unreserve',
  'checkin',
  'consent-publish',
  'consent.publish',
  'content-edit',
  'content.edit',
  'content.preview',
  'deadline',
  'dispatch.tracking',
  'edit',
  'edition-create',
  'edition-dates',
  'edition-switch',
  'edition.create',
  'edition.dates',
  'edition.switch',
  'event-edit',
  'export',
  'gallery.create',
  'gallery.photo.bib.add',
  'gallery.photo.bib.remove',
  'gallery.photo.bib.reread',
  'gallery.photo.delete',
  'gallery.photos',
  'gallery.update',
  'ledger-adjust',
  'login',
  'login-failed',
  'login-notice-dismissed',
  'login-otp-failed',
  'logout',
  'notice.create',
  'notice.update',
  'password-change',
  'policy-edit',
  'post.delete',
  'proxy-create',
  'proxy-edit',
  'proxy-upload',
  'proxy-view',
  'qna.answer',
  'qna.answer.update',
  'records.delete',
  'records.import',
  'records.preview',
  'refund-account-reveal',
  'refund-approve',
  'refund-create',
  'refund-export',
  'refund-refuse',
  'refund-sent',
  'retention-period',
  'retention-run',
  'retention.period',
  'retention.run',
  'reveal',
  'search',
  'sms-bulk',
  'sms-resend',
  'sms-search',
  'sms.bulk',
  'sms.bulk.preview',
  'sms.resend',
  'staff-create',
  'staff-update',
  'staff.create',
  'staff.update',
  'status',
  'ticket-edit',
  'timing.revoke',
  'timing.token',
  'timing.upload',
  'totp-enrol',
  'totp-on',
  'transfer-approve',
  'transfer-refuse',
  'untact.announce',
  'untact.list',
  'untact.rank',
  'untact.readjust',
  'untact.validate',
  'waitlist',
  'waitlist-invite',
  'waitlist-remove',
  'waitlist-skip',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Where a bib tag of a gallery photo came from: read by OCR in the background, or set by staff. */
export const PHOTO_BIB_SOURCES = ['ocr', 'staff'] as const;
export type PhotoBibSource = (typeof PHOTO_BIB_SOURCES)[number];
/** A gallery photo's bib reading: waiting in the job queue, read, or given up after every retry. */
export const PHOTO_OCR_STATES = ['queued', 'done', 'failed'] as const;
export type PhotoOcrState = (typeof PHOTO_OCR_STATES)[number];
/** Photos an untact runner may add to the footprint of their run. */
export const MAX_UNTACT_PHOTOS = 5;
