import pino from 'pino';

/**
 * JSON logs (pino). Never pass names, phones, birthdays, addresses or secrets: log ids (joinSeq,
 * ticketSeq, staffId) only. The redact list is a safety net for mistakes, not a licence.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: {
    paths: [
      '*.joinerName',
      '*.runnerName',
      '*.cellphone',
      '*.birthday',
      '*.address',
      '*.zipAddress',
      '*.password',
      '*.passwd',
      '*.secretKey',
    ],
    censor: '[redacted]',
  },
});
