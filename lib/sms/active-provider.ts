import 'server-only';
import type { SmsProvider } from './provider';
import { smsProviderFromEnv } from './select';

let provider: SmsProvider | undefined;

/** The provider the delivery job sends through: chosen once per process from SMS_PROVIDER (select.ts). */
export function activeSmsProvider(): SmsProvider {
  return (provider ??= smsProviderFromEnv());
}

/** Replaces the provider of this process (tests). */
export function setSmsProvider(p: SmsProvider): void {
  provider = p;
}
