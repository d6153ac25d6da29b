-- A registration number being inserted by a transaction still open makes any other insert of it wait
-- for that transaction. A batch holds many such numbers at once, so two batches (or a batch and a
-- transaction spanning courses) trying each other's numbers would wait on each other: a deadlock,
-- found only after deadlock_timeout. Every insert of a random number first claims it with a
-- transaction-level advisory lock that never waits; a number claimed elsewhere is skipped like a taken
-- one. Key: (1247, event_id * 10000 + join_seq), join_seq being 4 digits.
CREATE OR REPLACE FUNCTION join_seq_claim(p_event_id integer, p_join_seq integer) RETURNS boolean
LANGUAGE sql AS $$ SELECT pg_try_advisory_xact_lock(1247, p_event_id * 10000 + p_join_seq) $$;
