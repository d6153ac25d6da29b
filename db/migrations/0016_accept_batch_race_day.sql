-- The batch accept function (0011_accept_batch.sql) stores a runner's optional race-day fields too:
-- the emergency contact, the blood type and the finish-SMS consent (0015_race_day.sql). Otherwise the
-- same function: one call per batch of one course's applications, each with its own outcome.
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
      gender, cellphone, price, emergency_name, emergency_phone, emergency_relation, blood_type, blood_rh, finish_sms,
      finish_sms_emergency)
    SELECT v_joiner, v_try, r.event_id, r.ticket_seq, r.ticket_name, r.souvenir, r.choice_option, r.runner_name, r.birthday,
      r.gender, r.cellphone, r.price, r.emergency_name, r.emergency_phone, r.emergency_relation, r.blood_type, r.blood_rh,
      COALESCE(r.finish_sms, false), COALESCE(r.finish_sms_emergency, false)
    FROM jsonb_to_recordset(v_app->'r') AS r(event_id integer, ticket_seq integer, ticket_name text, souvenir text,
      choice_option text, runner_name text, birthday text, gender text, cellphone text, price integer, emergency_name text,
      emergency_phone text, emergency_relation text, blood_type text, blood_rh text, finish_sms boolean,
      finish_sms_emergency boolean)
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
