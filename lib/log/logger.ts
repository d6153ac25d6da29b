import pino from 'pino';
import { env } from '@/lib/env';

/**
 * JSON logs (pino). Never pass names, phones, birthdays, addresses or secrets: log ids (joinSeq,
 * ticketSeq, staffId) only. The redact list is a safety net for mistakes, not a licence.
 */
export const logger = pino({
  level: env.site.LOG_LEVEL,
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
