/**
 * The site's error catalogue (spec §7 error body `{ errorCode, errorMessage }`, spec §8): every code an
 * answer may carry, with its one HTTP status, the catalogue key of its default message
 * (messages/<locale>/<namespace>.json) and what it means. The one source of codes and statuses:
 * lib/errors.ts builds the named factories on it, lib/errors/client.ts turns a code into the message
 * the browser shows, and the server entry's own answers (lib/http/error-bodies.mjs) read it here.
 * Plain JavaScript with no imports, so that the server entry (plain Node) and the browser load it as is.
 *
 * Code letters: A access and system, B boards, C the bot challenge (proof of work), L limits per phone,
 * P card payments and payment deadlines, Q the opening-rush queue, R refund requests (R00xx) and race day
 * (check-in, timing: R04xx), S registrations and lookups (the spec's S0001/S0003/S0004), T transfers,
 * U the untact race, V validation, W the waitlist.
 */
export const ERROR_CATALOGUE = /** @type {const} */ ({
  A0001: { status: 500, key: 'errors.A0001', meaning: 'the server failed unexpectedly (the browser also shows it when no answer came)' },
  A0401: { status: 401, key: 'errors.loginRequired', meaning: 'no staff session, or wrong ID or password at sign-in' },
  A0402: { status: 401, key: 'admin.login.otpRequired', meaning: 'the password was right; the two-step (TOTP) code is needed too' },
  A0403: { status: 403, key: 'errors.noPermission', meaning: 'a staff session without the right to this call' },
  A0404: { status: 404, key: 'errors.apiNotFound', meaning: 'no API at this path' },
  A0406: { status: 401, key: 'admin.login.otpWrong', meaning: 'wrong or already used two-step (TOTP) code at sign-in' },
  A0407: {
    status: 401,
    key: 'admin.login.enrolRequired',
    meaning: 'the account must set up two-step sign-in (TOTP) before it can sign in',
  },
  A0419: { status: 403, key: 'errors.crossOrigin', meaning: 'a state-changing call sent from another site' },
  A0423: { status: 423, key: 'admin.login.locked', meaning: 'sign-in from this client locked after too many wrong passwords or codes' },
  A0424: {
    status: 423,
    key: 'admin.login.accountBusy',
    meaning: "sign-in to an account under attack held back for devices that never signed in to it (the holder's own device still gets in)",
  },
  A0426: {
    status: 403,
    key: 'admin.login.passwordChangeRequired',
    meaning: 'a reset password must be replaced before any other staff call',
  },
  B0403: { status: 403, key: 'board.errors.wrongPassword', meaning: 'wrong password of a private question' },
  C0001: {
    status: 400,
    key: 'places.errors.challenge',
    meaning: 'the bot check (proof of work) staff switched on is missing, wrong, expired or already used',
  },
  L0001: {
    status: 429,
    key: 'places.errors.phoneRegistrations',
    meaning: 'the applicant phone has made as many registrations (or waitlist entries) as one phone may in this edition',
  },
  L0002: { status: 429, key: 'places.errors.phoneMessages', meaning: 'the phone has had as many messages today as a visitor may trigger' },
  P0001: { status: 409, key: 'errors.paymentUnavailable', meaning: 'card payment is not configured; bank transfer still works' },
  P0002: { status: 403, key: 'errors.paymentSessionExpired', meaning: 'the order-id cookie of a card payment is missing or expired' },
  P0003: { status: 409, key: 'errors.alreadyPaid', meaning: 'the registration is already paid' },
  P0004: { status: 409, key: 'errors.paymentRegistrationCancelled', meaning: 'a cancelled registration cannot be paid' },
  P0005: { status: 409, key: 'errors.periodClosed', meaning: 'the application period is over' },
  P0006: { status: 502, key: 'errors.refundFailed', meaning: 'the payment provider refused or failed the refund' },
  P0007: { status: 409, key: 'errors.refundInProgress', meaning: 'another staff member is refunding the same payment' },
  P0008: {
    status: 409,
    key: 'places.errors.deadlineNotUnpaid',
    meaning: 'only a registration awaiting payment has a payment deadline to change',
  },
  Q0001: { status: 503, key: 'errors.queueFull', meaning: 'too many applications at once: retry after Retry-After seconds' },
  R0001: { status: 409, key: 'errors.refundDecided', meaning: 'the refund request was already approved, refused or sent' },
  R0002: { status: 409, key: 'errors.nothingToRefund', meaning: 'nothing was paid or is owed back, so there is no refund to request' },
  R0401: { status: 401, key: 'raceDay.errors.timingToken', meaning: 'the timing Bearer token is missing, unknown or revoked' },
  R0404: { status: 404, key: 'raceDay.errors.checkinNotFound', meaning: 'no runner of this edition has this check-in code or bib' },
  R0409: { status: 409, key: 'raceDay.errors.checkinNotPaid', meaning: 'the runner is not paid (or cancelled): no kit is given' },
  S0001: { status: 404, key: 'search.notFound', meaning: 'a lookup found nothing (spec §8: JSON with a message field)' },
  S0003: { status: 409, key: 'errors.soldOut', meaning: 'courses sold out (spec §8: JSON data entries with ticketName)' },
  S0004: { status: 409, key: 'errors.alreadyApplied', meaning: 'runners already registered (spec §8: JSON data entries with runnerName)' },
  S0005: { status: 403, key: 'search.contactAdmin', meaning: 'a paid registration: this change or the cancellation needs the race office' },
  S0006: { status: 403, key: 'apply.sessionExpired', meaning: "the applicant's order-id cookie is missing or expired" },
  S0007: { status: 409, key: 'search.cancelled', meaning: 'the registration is cancelled: it can no longer be edited or cancelled' },
  S0008: { status: 403, key: 'ledger.closed.changes', meaning: 'outside the window staff set for this change (course, souvenir, members)' },
  S0009: {
    status: 409,
    key: 'apply.consent.outdated',
    meaning: 'new consent texts were published while the form was open: the runner reloads and reads them; nothing stored',
  },
  S0429: { status: 429, key: 'errors.tooMany', meaning: 'too many attempts from this client: wait and retry' },
  S0503: { status: 503, key: 'errors.joinSeqExhausted', meaning: 'no free registration number was found: retry shortly' },
  T0001: {
    status: 409,
    key: 'ledger.transfer.errors.notPossible',
    meaning: 'the place cannot be transferred (window, limit, a transfer under way)',
  },
  T0002: { status: 400, key: 'ledger.transfer.errors.wrongCode', meaning: 'the confirmation code is wrong' },
  T0003: { status: 410, key: 'ledger.transfer.errors.expired', meaning: 'the transfer code expired or was tried too often: ask again' },
  U0402: {
    status: 402,
    key: 'untact.unpaid',
    meaning: 'the untact run is kept but counts (ranking, certificate) only once the registration is paid',
  },
  U0409: { status: 409, key: 'untact.locked', meaning: 'an untact record validated by staff cannot be replaced' },
  V0001: { status: 400, key: 'validation.badRequest', meaning: "invalid input, with the spec's message for the first problem" },
  V0409: { status: 409, key: 'untact.backNoTaken', meaning: "the bib number is already another runner's" },
  V0413: { status: 413, key: 'validation.bodyTooLarge', meaning: 'the request body is larger than the call takes' },
  V0415: { status: 415, key: 'validation.contentType', meaning: 'the request body is not of the type the call takes' },
  W0001: { status: 409, key: 'places.errors.placesFree', meaning: 'the course has free places: apply instead of joining its waitlist' },
  W0002: { status: 409, key: 'places.errors.alreadyWaiting', meaning: 'this runner is already on a waitlist of the edition' },
  W0003: { status: 410, key: 'places.errors.inviteInvalid', meaning: 'the waitlist invitation is not valid, has expired or was used' },
  W0004: { status: 409, key: 'places.errors.noFreePlace', meaning: 'staff invite: the course has no free place to offer' },
  W0005: { status: 409, key: 'places.errors.waitState', meaning: 'the waitlist entry is not in a state that allows this' },
});
