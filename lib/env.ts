import 'server-only';
import { readSiteEnv } from './env/schema.mjs';

/**
 * The running site's settings, typed and grouped (database, auth, payments, messages, site, server),
 * read from the environment once when this module loads (the variables, their defaults and what they
 * do: lib/env/schema.mjs and the README's table generated from it). A malformed value stops the
 * process at start with a message naming the variable (instrumentation.ts loads this module first).
 * Functions that take a group as a parameter default to these settings, so tests pass their own.
 */
export const env = readSiteEnv();

export type SiteEnv = typeof env;
export type DatabaseEnv = SiteEnv['database'];
export type AuthEnv = SiteEnv['auth'];
export type PaymentsEnv = SiteEnv['payments'];
export type MessagesEnv = SiteEnv['messages'];
export type PrivacyEnv = SiteEnv['privacy'];
export type JobsEnv = SiteEnv['jobs'];
export type LimitsEnv = SiteEnv['limits'];
export type SiteSettings = SiteEnv['site'];
export type ServerEnv = SiteEnv['server'];
