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
 * (the provider refused every attempt; `reason` says why), NOT_SENT (a rule decided not to send it at
 * all: the per-phone daily limit; `reason` says which).
 */
export const SMS_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'NOT_SENT'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * What an outbox message is about (the template it was written from, lib/sms/messages.ts): the
 * registration number recovery, an accepted application (waiting for payment, or free and complete),
 * a confirmed payment, and a staff notice sent to a segment of runners (bulk). A new kind joins here
 * with its template.
 */
export const SMS_KINDS = ['join-seq', 'registered', 'registered-free', 'paid', 'notice'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/**
 * How an outbox message travels: SMS/LMS through the SMS provider, or KakaoTalk AlimTalk (an approved
 * template) through the same provider, which falls back to SMS when the phone has no KakaoTalk.
 */
export const MESSAGE_CHANNELS = ['sms', 'alimtalk'] as const;
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
