-- Rate-limit counters (rate-limiter-flexible's table) are written by every counted attempt: every
-- personal-record lookup, number-recovery check and staff login. They are not registrations: after a
-- database crash they may start again from zero, as counters kept in a cache server would, so they
-- need no write-ahead log (no WAL record or flush per attempt: CPU the race-day lookups need).
-- Everything acknowledged to a runner (registrations, payments, results) stays in logged tables.
ALTER TABLE "rate_limits" SET UNLOGGED;
