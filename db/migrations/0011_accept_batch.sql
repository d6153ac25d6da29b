-- Accepts a batch of applications for ONE course in one call (lib/registration/accept-batch.ts): the
-- opening rush sends a worker's applications of a moment for a course together, so the course's row
-- lock is taken, and the transaction committed (one write-ahead log flush), once per batch instead of
-- once per application. Every application keeps its own outcome, in arrival order:
--   accepted  : joiner and runners stored, places counted (app_joiner_id, app_join_seq);
--   full      : not enough places left for its runners, nothing stored;
--   conflict  : a unique index refused it (app_detail: runners_live_identity_uq for a runner already
--               registered, joiners_event_exponent_live_uq for a group name taken), nothing of it stored;
--   exhausted : every registration number it brought was taken, nothing stored.
-- No subtransactions (exception blocks): past 64 in one transaction PostgreSQL's snapshots overflow and
-- every other session pays for it. Refusals are found with ON CONFLICT DO NOTHING instead, and a refused
-- application's joiner row is deleted again (its runners go with it) before the commit. Any other error
-- fails the whole call, which then stores nothing; the caller tries such a batch's applications one by
-- one. The places are counted under the row lock held from the first line to the commit: never oversold.
-- p_apps: a JSON array of {"j": joiner columns, "r": [runner columns], "s": [candidate join_seq]}, the
-- candidates random on the application server (lib/registration/join-seq.ts), tried in order.
-- The last row (app_ord 0) says whether the course is full after the batch (course_filled).

-- A registration number being inserted by a transaction still open makes any other insert of it wait
-- for that transaction. A batch holds many such numbers at once, so two batches (or a batch and a
-- transaction spanning courses) trying each other's numbers would wait on each other: a deadlock,
-- found only after deadlock_timeout. Every insert of a random number first claims it with a
-- transaction-level advisory lock that never waits; a number claimed elsewhere is skipped like a taken
-- one. Key: (1247, event_id * 10000 + join_seq), join_seq being 4 digits.
CREATE OR REPLACE FUNCTION join_seq_claim(p_event_id integer, p_join_seq integer) RETURNS boolean
LANGUAGE sql AS $$ SELECT pg_try_advisory_xact_lock(1247, p_event_id * 10000 + p_join_seq) $$;

CREATE OR REPLACE FUNCTION accept_one_course_batch(p_ticket_seq integer, p_apps jsonb)
RETURNS TABLE (app_ord integer, app_outcome text, app_joiner_id integer, app_join_seq integer, app_detail text, course_filled boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_total integer;
  v_acceptable integer;
  v_app jsonb;
  v_event integer;
  v_n integer;
  v_try integer;
  v_joiner integer;
  v_stored integer;
BEGIN
  SELECT t.total, t.acceptable INTO v_total, v_acceptable FROM tickets t WHERE t.ticket_seq = p_ticket_seq FOR UPDATE;
  app_ord := 0;
  FOR v_app IN SELECT a.value FROM jsonb_array_elements(p_apps) AS a LOOP
    app_ord := app_ord + 1;
    app_joiner_id := NULL;
    app_join_seq := NULL;
    app_detail := NULL;
    course_filled := NULL;
    v_n := jsonb_array_length(v_app->'r');
    IF v_total IS NULL OR v_total + v_n > v_acceptable THEN
      app_outcome := 'full';
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_event := (v_app->'j'->>'event_id')::integer;
    v_joiner := NULL;
    app_outcome := 'exhausted';
    FOR i IN 0 .. jsonb_array_length(v_app->'s') - 1 LOOP
      v_try := (v_app->'s'->>i)::integer;
      CONTINUE WHEN NOT join_seq_claim(v_event, v_try);
      INSERT INTO joiners (event_id, join_seq, joiner_name, exponent, cellphone, zipcode, zip_address, address,
        payment_type, payment_status, amount, brief, price_category, needs_staff_check, source, ticket_count, join_time, paid_at)
      SELECT v_event, v_try, j.joiner_name, j.exponent, j.cellphone, j.zipcode, j.zip_address, j.address,
        j.payment_type, j.payment_status, j.amount, j.brief, j.price_category, j.needs_staff_check, j.source, j.ticket_count,
        j.join_time, j.paid_at
      FROM jsonb_to_record(v_app->'j') AS j(joiner_name text, exponent text, cellphone text, zipcode text,
        zip_address text, address text, payment_type text, payment_status text, amount integer, brief text, price_category text,
        needs_staff_check boolean, source text, ticket_count integer, join_time timestamptz, paid_at timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING joiners.joiner_id INTO v_joiner;
      EXIT WHEN v_joiner IS NOT NULL;
      -- Refused, and not for this number: the group name is taken.
      IF NOT EXISTS (SELECT 1 FROM joiners x WHERE x.event_id = v_event AND x.join_seq = v_try) THEN
        app_outcome := 'conflict';
        app_detail := 'joiners_event_exponent_live_uq';
        EXIT;
      END IF;
    END LOOP;
    IF v_joiner IS NULL THEN
      RETURN NEXT;
      CONTINUE;
    END IF;
    INSERT INTO runners (joiner_id, join_seq, event_id, ticket_seq, ticket_name, souvenir, choice_option, runner_name, birthday,
      gender, cellphone, price)
    SELECT v_joiner, v_try, r.event_id, r.ticket_seq, r.ticket_name, r.souvenir, r.choice_option, r.runner_name, r.birthday,
      r.gender, r.cellphone, r.price
    FROM jsonb_to_recordset(v_app->'r') AS r(event_id integer, ticket_seq integer, ticket_name text, souvenir text,
      choice_option text, runner_name text, birthday text, gender text, cellphone text, price integer)
    ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS v_stored = ROW_COUNT;
    IF v_stored < v_n THEN
      -- A runner already registered: nothing of this application stays (its runners go with the joiner).
      DELETE FROM joiners WHERE joiner_id = v_joiner;
      app_outcome := 'conflict';
      app_detail := 'runners_live_identity_uq';
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_total := v_total + v_n;
    app_outcome := 'accepted';
    app_joiner_id := v_joiner;
    app_join_seq := v_try;
    RETURN NEXT;
  END LOOP;
  IF v_total IS NOT NULL THEN
    UPDATE tickets SET total = v_total WHERE ticket_seq = p_ticket_seq AND total <> v_total;
  END IF;
  app_ord := 0;
  app_outcome := NULL;
  app_joiner_id := NULL;
  app_join_seq := NULL;
  app_detail := NULL;
  course_filled := v_total IS NOT NULL AND v_total >= v_acceptable;
  RETURN NEXT;
END
$fn$;
