/**
 * The site's errors (spec §7 error body, §8 error catalogue): the catalogue of codes with their one
 * status and message key (lib/errors/catalogue.mjs), the ApiError every call throws, and one named
 * factory per meaning. Nothing else builds an ApiError (an ESLint rule refuses `new ApiError` outside
 * this file), so a code always answers with its catalogue status.
 *
 * Client-safe: no server imports. The server turns an ApiError into its body in the visitor's language
 * (lib/http/handler.ts apiErrorBody); the browser turns a body back into a message with
 * lib/errors/client.ts; database rules map to errors in lib/errors/constraints.ts.
 */
import { ERROR_CATALOGUE } from './errors/catalogue.mjs';

export { ERROR_CATALOGUE };

/** A code of the catalogue ('S0003', 'Q0001', …). */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every code of the catalogue. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** Values put into a catalogue message ({names}, {minutes}, …). */
export type MessageValues = Record<string, string | number>;

interface ApiErrorDetail {
  /** Catalogue key of the message, translated into the visitor's language; default: the code's own key. */
  key?: string;
  values?: MessageValues;
  /** The errorMessage as is, not translated: the JSON of S0001/S0003/S0004 (spec §8). */
  message?: string;
  /** Extra response headers (Retry-After of a 503 Q0001). */
  headers?: Record<string, string>;
  /** Fields of the body beside errorCode and errorMessage (the `field` of a V0001 from a schema). */
  fields?: Record<string, unknown>;
}

/**
 * An error answer: `status` comes from the catalogue. `errorMessage` is the message as is (JSON of
 * S0001/S0003/S0004) or, when the message is translated, its key (`messageKey`, with `messageValues`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorMessage: string;
  readonly messageKey?: string;
  readonly messageValues?: MessageValues;
  readonly headers?: Record<string, string>;
  readonly fields?: Record<string, unknown>;

  constructor(
    readonly errorCode: ErrorCode,
    detail: ApiErrorDetail = {},
  ) {
    super(errorCode);
    this.status = ERROR_CATALOGUE[errorCode].status;
    if (detail.message !== undefined) {
      this.errorMessage = detail.message;
    } else {
      this.messageKey = detail.key ?? ERROR_CATALOGUE[errorCode].key;
      this.messageValues = detail.values;
      this.errorMessage = this.messageKey;
    }
    this.headers = detail.headers;
    this.fields = detail.fields;
  }
}

/** True when `err` is an ApiError with code `code`. */
export function isApiError(err: unknown, code: ErrorCode): err is ApiError {
  return err instanceof ApiError && err.errorCode === code;
}

// --- A: access and system ---------------------------------------------------------------------

/** 500 A0001: an unexpected failure; the visitor sees 'contact the administrator' (spec §8), never internals. */
export function internalError(): ApiError {
  return new ApiError('A0001');
}

/** 500 A0001: no edition is marked current, so there is nothing to register for or look up. */
export function noCurrentEvent(): ApiError {
  return new ApiError('A0001');
}

/** 401 A0401: a staff call without a (live) session or bearer token. */
export function loginRequired(): ApiError {
  return new ApiError('A0401');
}

/** 401 A0401 at sign-in (spec §8: 'ID or password does not match. Please try again.'). */
export function wrongCredentials(): ApiError {
  return new ApiError('A0401', { key: 'admin.login.failed' });
}

/** 401 A0402: the password was right; the account signs in with a two-step (TOTP) code as well. */
export function secondFactorRequired(): ApiError {
  return new ApiError('A0402');
}

/** 401 A0406: the two-step (TOTP) code is wrong, out of time or already used. */
export function wrongSecondFactor(): ApiError {
  return new ApiError('A0406');
}

/** 401 A0407: the account's role needs two-step sign-in and it has none yet: enrol first (the login page shows the QR code). */
export function secondFactorEnrolmentRequired(): ApiError {
  return new ApiError('A0407');
}

/** 403 A0426: the password was reset by a director; the holder chooses a new one before anything else. */
export function passwordChangeRequired(): ApiError {
  return new ApiError('A0426');
}

/** 403 A0403: the staff session lacks the right (spec §8 'no permission'). */
export function noPermission(): ApiError {
  return new ApiError('A0403');
}

/** 404 A0404: no API answers at this path (any method). */
export function apiNotFound(): ApiError {
  return new ApiError('A0404');
}

/** 403 A0419: a state-changing call whose Origin is another site's. */
export function crossOrigin(): ApiError {
  return new ApiError('A0419');
}

/** 423 A0423: sign-in from this client locked for `minutes` after too many wrong passwords. */
export function loginLocked(minutes: number): ApiError {
  return new ApiError('A0423', { values: { minutes } });
}

/**
 * 423 A0424: too many wrong passwords for this account from devices that never signed in to it:
 * such devices wait `minutes`; the holder's own device still signs in (lib/auth/device.ts).
 */
export function loginHeldForUnknownDevices(minutes: number): ApiError {
  return new ApiError('A0424', { values: { minutes } });
}

// --- B: boards ----------------------------------------------------------------------------------

/** 403 B0403: the password of a private question does not match. */
export function wrongPostPassword(): ApiError {
  return new ApiError('B0403');
}

// --- C: the bot challenge -----------------------------------------------------------------------

/** 400 C0001: the proof of work staff switched on is missing, wrong, expired or was used before. */
export function challengeFailed(): ApiError {
  return new ApiError('C0001');
}

// --- L: limits per phone ------------------------------------------------------------------------

/** 429 L0001: the applicant phone made `limit` registrations (or waitlist entries) of the edition already. */
export function phoneRegistrationLimit(limit: number): ApiError {
  return new ApiError('L0001', { values: { limit } });
}

/** 429 L0002: the phone got `limit` visitor-triggered messages today (KST); try tomorrow. */
export function phoneMessageLimit(limit: number): ApiError {
  return new ApiError('L0002', { values: { limit } });
}

// --- P: card payments -------------------------------------------------------------------------

/** 409 P0001: card payment is not configured (bank transfer still works). */
export function paymentUnavailable(): ApiError {
  return new ApiError('P0001');
}

/** 403 P0002: the order-id cookie of a card payment is missing or expired. */
export function paymentSessionExpired(): ApiError {
  return new ApiError('P0002');
}

/** 409 P0003: the registration is already paid. */
export function alreadyPaid(): ApiError {
  return new ApiError('P0003');
}

/** 409 P0004: a cancelled registration cannot be paid. */
export function paymentOfCancelled(): ApiError {
  return new ApiError('P0004');
}

/** 409 P0005: the application period is over, so the card payment is refused. */
export function paymentPeriodClosed(): ApiError {
  return new ApiError('P0005');
}

/** 502 P0006: the provider refused or failed the refund; `providerMessage` is shown to staff. */
export function refundFailed(providerMessage: string): ApiError {
  return new ApiError('P0006', { values: { message: providerMessage } });
}

/** 409 P0007: another staff member is refunding the same payment. */
export function refundInProgress(): ApiError {
  return new ApiError('P0007');
}

/** 409 P0008: the registration does not await payment (paid or cancelled), so it has no deadline to change. */
export function deadlineNotUnpaid(): ApiError {
  return new ApiError('P0008');
}

// --- Q: the opening-rush queue ----------------------------------------------------------------

/** 503 Q0001 'busy, retry' with Retry-After `retryAfterSec` seconds (ARCHITECTURE.md: overload is answered). */
export function overloaded(retryAfterSec: number): ApiError {
  return new ApiError('Q0001', { headers: { 'Retry-After': String(retryAfterSec) } });
}

// --- R: refund requests ----------------------------------------------------------------------

/** 409 R0001: the refund request was already decided (approved, refused, sent) by another staff member or a repeated click. */
export function refundDecided(): ApiError {
  return new ApiError('R0001');
}

/** 409 R0002: nothing was paid or is owed back, so there is nothing to refund. */
export function nothingToRefund(): ApiError {
  return new ApiError('R0002');
}

// --- R: race day (R04xx) ---------------------------------------------------------------------

/** 401 R0401: POST /api/v1/timing/passings without a live timing token of the current edition. */
export function timingTokenRefused(): ApiError {
  return new ApiError('R0401', { headers: { 'WWW-Authenticate': 'Bearer realm="timing"' } });
}

/** 404 R0404: no runner of the current edition has this check-in code or bib. */
export function checkinNotFound(): ApiError {
  return new ApiError('R0404');
}

/** 409 R0409: the runner's registration is not paid (or is cancelled), so the kit is not handed out. */
export function checkinNotPaid(): ApiError {
  return new ApiError('R0409');
}

// --- S: registrations and lookups -------------------------------------------------------------

/**
 * 404 S0001 for a lookup by the visitor's proof (spec §8: errorMessage is JSON with a message field).
 * The message is generic on purpose: it must not tell which part of the proof was wrong.
 */
export function lookupFailed(message: string): ApiError {
  return new ApiError('S0001', { message: JSON.stringify({ message }) });
}

/** 404 S0001 with the catalogue message `key` (a post, an event, an untact record, results not found). */
export function notFound(key: string, values?: MessageValues): ApiError {
  return new ApiError('S0001', { key, values });
}

/** 409 S0003: the named courses are sold out (spec §8: JSON data entries with ticketName). */
export function soldOut(ticketNames: string[]): ApiError {
  return new ApiError('S0003', { message: JSON.stringify({ data: ticketNames.map((ticketName) => ({ ticketName })) }) });
}

/** 409 S0004: the named runners are already registered (spec §8: JSON data entries with runnerName). */
export function alreadyApplied(runnerNames: string[]): ApiError {
  return new ApiError('S0004', { message: JSON.stringify({ data: runnerNames.map((runnerName) => ({ runnerName })) }) });
}

/**
 * 403 S0005: the visitor may not make this change to a paid registration (spec §4: CMPL keeps name
 * and group; cancelling a paid entry needs the office). `key` says which.
 */
export function needsOffice(key: 'search.contactAdmin' | 'search.cmplNoCancel'): ApiError {
  return new ApiError('S0005', { key });
}

/** 403 S0006: the applicant's order-id cookie is missing or expired (the completion page). */
export function sessionExpired(): ApiError {
  return new ApiError('S0006');
}

/** 409 S0007: the registration is cancelled (CNCL), so it can no longer be edited or cancelled; `key` says which. */
export function registrationCancelled(key = 'search.cancelled'): ApiError {
  return new ApiError('S0007', { key });
}

/**
 * 403 S0008: outside the window the edition allows for this change; `key` says which (ledger.closed.*:
 * changes, souvenir, transfer) and `values` its dates.
 */
export function changeClosed(
  key: 'ledger.closed.changes' | 'ledger.closed.souvenir' | 'ledger.closed.transfer',
  values?: MessageValues,
): ApiError {
  return new ApiError('S0008', { key, values });
}

/**
 * 409 S0009: the consent texts the application form showed are no longer the ones in force: a new version was published while it was filled in. Nothing is stored; the runner
 * reloads the page and reads the new texts (lib/registration/consent-rule.ts).
 */
export function consentOutdated(): ApiError {
  return new ApiError('S0009');
}

/** 429 S0429: too many attempts from this client. */
export function tooMany(): ApiError {
  return new ApiError('S0429');
}

/** 503 S0503: no free registration number was found after the tries (the course is not full; retry). */
export function joinSeqExhausted(): ApiError {
  return new ApiError('S0503');
}

// --- T: transfers -------------------------------------------------------------------------------

/** 409 T0001: the place cannot be transferred now; `key` says why (ledger.transfer.errors.*). */
export function transferNotPossible(key = 'ledger.transfer.errors.notPossible', values?: MessageValues): ApiError {
  return new ApiError('T0001', { key, values });
}

/** 400 T0002: the confirmation code is wrong; `left` tries remain. */
export function wrongTransferCode(left: number): ApiError {
  return new ApiError('T0002', { values: { left } });
}

/** 410 T0003: the code expired or was tried too often; the registrant must ask again. */
export function transferExpired(): ApiError {
  return new ApiError('T0003');
}

// --- U: the untact race -----------------------------------------------------------------------

/**
 * 402 U0402: the untact run is kept but does not count until the registration is paid (ranking,
 * certificate); the message tells the runner so.
 */
export function paymentNotConfirmed(): ApiError {
  return new ApiError('U0402');
}

/** 409 U0409: an untact record validated by staff can no longer be replaced. */
export function recordLocked(): ApiError {
  return new ApiError('U0409');
}

// --- V: validation ----------------------------------------------------------------------------

/** 400 V0001 with the spec message `key` (bad input; nothing changed). */
export function badRequest(key: string, values?: MessageValues): ApiError {
  return new ApiError('V0001', { key, values });
}

/** 400 V0001 for the first problem a schema found: its message `key` and the `field` path ('runners.0.birthday'). */
export function invalidField(key: string, field: string | undefined): ApiError {
  return new ApiError('V0001', { key, fields: { field } });
}

/** 400 V0001: a group name another live registration uses (spec §4). */
export function duplicateGroupName(): ApiError {
  return badRequest('group.nameTaken');
}

/** 409 V0409: bib `backNo` is already another runner's. */
export function backNoTaken(backNo: string | number): ApiError {
  return new ApiError('V0409', { values: { backNo } });
}

/** 413 V0413: the body is larger than the call takes; `maxBytes` is shown in kB. */
export function bodyTooLarge(maxBytes: number): ApiError {
  return new ApiError('V0413', { values: { kb: Math.ceil(maxBytes / 1024) } });
}

/** 415 V0415: the body is not of the type the call takes. */
export function unsupportedContentType(): ApiError {
  return new ApiError('V0415');
}

// --- W: the waitlist --------------------------------------------------------------------------

/** 409 W0001: the course has free places: apply instead of waiting (POST /api/waitlist). */
export function placesStillFree(): ApiError {
  return new ApiError('W0001');
}

/** 409 W0002: the runner is already waiting (or invited) for a course of the edition. */
export function alreadyWaiting(): ApiError {
  return new ApiError('W0002');
}

/** 410 W0003: the invitation link is not valid, has expired, was declined or was used. */
export function invitationInvalid(): ApiError {
  return new ApiError('W0003');
}

/** 409 W0004: staff asked to invite while the course has no free place to hold. */
export function noFreePlace(): ApiError {
  return new ApiError('W0004');
}

/** 409 W0005: the waitlist entry's state does not allow this (e.g. skipping one that is not invited). */
export function waitStateConflict(): ApiError {
  return new ApiError('W0005');
}
