-- Personal records are looked up by the runner-name key of lib/registration/name-key.ts (NFC, lower
-- case, white space collapsed). Keys stored before it had no NFC step, so a name imported as
-- decomposed Hangul would never be found: recompute every key with the same expression.
UPDATE "personal_records" SET "runner_name_key" = btrim(regexp_replace(lower(normalize("runner_name", NFC)), '\s+', ' ', 'g'));
