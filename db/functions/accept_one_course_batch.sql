-- Accepts a batch of applications for ONE course in one call (lib/registration/accept-batch.ts): the
-- opening rush sends a worker's applications of a moment for a course together, so the course's row
-- lock is taken, and the transaction committed (one write-ahead log flush), once per batch instead of
-- once per application. Every application keeps its own outcome, in arrival order:
--   accepted  : joiner and runners stored, places counted, registration charge written to the payment
--               ledger (app_joiner_id, app_join_seq);
--   full      : not enough places left for its runners, nothing stored;
--   limit     : its applicant phone already has the registrations one phone may ("pl"), nothing stored;
--   consent   : the consent texts its form showed (joiner consent_version) are not the ones in force
--               (a director published new ones meanwhile), nothing stored; a joiner without one records
--               the version in force (lib/registration/consent-rule.ts is the same rule);
--   conflict  : a unique index refused it (app_detail: runners_live_identity_uq for a runner already
--               registered, joiners_event_exponent_live_uq for a group name taken), nothing of it stored;
--   exhausted : every registration number it brought was taken, nothing stored.
-- No subtransactions (exception blocks): past 64 in one transaction PostgreSQL's snapshots overflow and
-- every other session pays for it. Refusals are found with ON CONFLICT DO NOTHING instead, and a refused
-- application's joiner row is deleted again (its runners go with it) before the commit. Any other error
-- fails the whole call, which then stores nothing; the caller tries such a batch's applications one by
-- one. The places are counted under the row lock held from the first line to the commit: never oversold.
-- The phones with a limit are locked first, in one order, so two batches counting the same phone wait
-- for each other instead of both accepting.
-- p_apps: a JSON array of {"j": the joiner row, "r": [its runner rows], "s": [candidate join_seq],
-- "pl": the phone's limit or absent}. The rows are keyed by column name, made by lib/registration/rows.ts
-- (joinerJson, runnerJson); the columns stored below are exactly the ones those builders fill (a unit
-- test compares them). The candidates are random on the application server (lib/registration/join-seq.ts),
-- tried in order. The last row (app_ord 0) says whether the course is full after the batch (course_filled).
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
  v_phone text;
  v_limit integer;
  v_count bigint;
  v_consent integer;
  v_charged_ids integer[] := '{}';
  v_charged_amounts integer[] := '{}';
  v_charged_at timestamptz[] := '{}';
BEGIN
  FOR v_phone IN
    SELECT DISTINCT a.value->'j'->>'cellphone' FROM jsonb_array_elements(p_apps) AS a
    WHERE jsonb_typeof(a.value->'pl') = 'number' ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(1249, hashtext(v_phone));
  END LOOP;
  SELECT t.total, t.acceptable INTO v_total, v_acceptable FROM tickets t WHERE t.ticket_seq = p_ticket_seq FOR UPDATE;
  v_consent := current_consent_version();
  app_ord := 0;
  FOR v_app IN SELECT a.value FROM jsonb_array_elements(p_apps) AS a LOOP
    app_ord := app_ord + 1;
    app_joiner_id := NULL;
    app_join_seq := NULL;
    app_detail := NULL;
    course_filled := NULL;
    -- First, as the single-application path checks it: texts the runner never saw refuse the
    -- application whatever else would (and spare the phone's count).
    IF (v_app->'j'->>'consent_version') IS NOT NULL AND (v_app->'j'->>'consent_version')::integer IS DISTINCT FROM v_consent THEN
      app_outcome := 'consent';
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_n := jsonb_array_length(v_app->'r');
    IF v_total IS NULL OR v_total + v_n > v_acceptable THEN
      app_outcome := 'full';
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_event := (v_app->'j'->>'event_id')::integer;
    v_limit := CASE WHEN jsonb_typeof(v_app->'pl') = 'number' THEN (v_app->>'pl')::integer END;
    IF v_limit IS NOT NULL THEN
      -- Planned at every call (EXECUTE), never from the plan a session caches: one made while the
      -- edition had no registrations yet (an opening starts so, and no statistics follow the rush)
      -- counted one phone's registrations through the (event_id, payment_status) index, reading every
      -- registration of the edition for each application.
      EXECUTE 'SELECT count(*) FROM joiners x WHERE x.event_id = $1 AND x.cellphone = $2 AND x.source = ''public'''
        INTO v_count USING v_event, v_app->'j'->>'cellphone';
      IF v_count >= v_limit THEN
        app_outcome := 'limit';
        RETURN NEXT;
        CONTINUE;
      END IF;
    END IF;
    v_joiner := NULL;
    app_outcome := 'exhausted';
    FOR i IN 0 .. jsonb_array_length(v_app->'s') - 1 LOOP
      v_try := (v_app->'s'->>i)::integer;
      CONTINUE WHEN NOT join_seq_claim(v_event, v_try);
      INSERT INTO joiners (event_id, join_seq, joiner_name, exponent, cellphone, email, zipcode, zip_address, address,
        payment_type, payment_status, amount, brief, price_category, needs_staff_check, source, ticket_count, join_time, paid_at,
        pay_deadline, consent_version)
      SELECT v_event, v_try, j.joiner_name, j.exponent, j.cellphone, j.email, j.zipcode, j.zip_address, j.address,
        j.payment_type, j.payment_status, j.amount, j.brief, j.price_category, j.needs_staff_check, j.source, j.ticket_count,
        j.join_time, j.paid_at, j.pay_deadline, COALESCE(j.consent_version, v_consent)
      FROM jsonb_populate_record(NULL::joiners, v_app->'j') AS j
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
      gender, cellphone, email, price, emergency_name, emergency_phone, emergency_relation, blood_type, blood_rh, finish_sms,
      finish_sms_emergency)
    SELECT v_joiner, v_try, r.event_id, r.ticket_seq, r.ticket_name, r.souvenir, r.choice_option, r.runner_name, r.birthday,
      r.gender, r.cellphone, r.email, r.price, r.emergency_name, r.emergency_phone, r.emergency_relation, r.blood_type, r.blood_rh,
      COALESCE(r.finish_sms, false), COALESCE(r.finish_sms_emergency, false)
    FROM jsonb_populate_recordset(NULL::runners, v_app->'r') AS r
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
    v_charged_ids := v_charged_ids || v_joiner;
    v_charged_amounts := v_charged_amounts || (v_app->'j'->>'amount')::integer;
    v_charged_at := v_charged_at || (v_app->'j'->>'join_time')::timestamptz;
    app_outcome := 'accepted';
    app_joiner_id := v_joiner;
    app_join_seq := v_try;
    RETURN NEXT;
  END LOOP;
  IF v_total IS NOT NULL THEN
    UPDATE tickets SET total = v_total WHERE ticket_seq = p_ticket_seq AND total <> v_total;
  END IF;
  IF cardinality(v_charged_ids) > 0 THEN
    INSERT INTO ledger_entries (joiner_id, kind, cause, amount, at)
    SELECT c.joiner_id, 'charge', 'registration', c.amount, c.at
    FROM unnest(v_charged_ids, v_charged_amounts, v_charged_at) AS c(joiner_id, amount, at);
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
