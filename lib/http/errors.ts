/**
 * Error answers of the API (ARCHITECTURE.md "API contract", spec §8):
 * `{ errorCode, errorMessage }`. S0003/S0004/S0001 carry JSON in errorMessage as the spec describes.
 */
export class ApiError extends Error {
  /** Extra response headers (Retry-After of a 503 Q0001). */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly errorMessage: string,
    /** Catalogue key to translate errorMessage with the visitor's locale, when it is plain text. */
    readonly messageKey?: string,
    readonly messageValues?: Record<string, string | number>,
  ) {
    super(errorCode);
  }
}

/** 400 with a spec message (catalogue key), for bad input. */
export function badRequest(messageKey: string, values?: Record<string, string | number>): ApiError {
  return new ApiError(400, 'V0001', messageKey, messageKey, values);
}

/** S0003: the named courses are sold out (spec §8). */
export function soldOut(ticketNames: string[]): ApiError {
  return new ApiError(409, 'S0003', JSON.stringify({ data: ticketNames.map((ticketName) => ({ ticketName })) }));
}

/** S0004: the named runners are already registered (spec §8). */
export function alreadyApplied(runnerNames: string[]): ApiError {
  return new ApiError(409, 'S0004', JSON.stringify({ data: runnerNames.map((runnerName) => ({ runnerName })) }));
}

/** S0001: a lookup found nothing (spec §8); the message is generic on purpose. */
export function lookupFailed(message: string): ApiError {
  return new ApiError(404, 'S0001', JSON.stringify({ message }));
}

/**
 * 402 U0402: the untact run is kept but does not count until the registration is paid (ranking,
 * certificate); the message tells the runner so.
 */
export function paymentNotConfirmed(): ApiError {
  return new ApiError(402, 'U0402', 'payment not confirmed', 'untact.unpaid');
}
