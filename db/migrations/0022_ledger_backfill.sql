-- The payment ledger (db/schema/ledger.ts) becomes where money is recorded. This migration:
-- 1. makes its rows append-only;
-- 2. writes the rows of every registration stored before it, from what the registration and its card
--    orders say: the registration charge at the application's time; each captured card order as a
--    card payment and, once cancelled, as a card refund; a deposit staff entered as a bank payment
--    (with the depositor memo it was matched against); a paid entry without a recorded deposit as a
--    bank payment of its amount; a deposit below the amount of an entry staff marked paid as a waived
--    shortfall; a cancelled entry's charges reversed at its cancellation (money it paid and was not
--    given back then shows as owed back);
-- 3. derives every registration's cached figures and state from its rows, as lib/ledger/record.ts does;
-- 4. makes the batched accept of the opening rush write each accepted application's registration
--    charge in the same call.

-- 1. Append-only: a correction is a new row. Rows go only with their registration (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION ledger_entries_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM joiners WHERE joiner_id = OLD.joiner_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_refuse_change();

-- 2. Rows of the registrations stored before the ledger.
UPDATE joiners SET cancelled_at = COALESCE(cancelled_at, updated_at) WHERE payment_status = 'CNCL';

INSERT INTO ledger_entries (joiner_id, kind, cause, amount, at)
SELECT joiner_id, 'charge', 'registration', amount, join_time FROM joiners;

INSERT INTO ledger_entries (joiner_id, kind, cause, amount, method, order_id, dedupe_key, at)
SELECT joiner_id, 'payment', 'card', amount, 'card', order_id, 'card:' || order_id, COALESCE(approved_at, updated_at)
FROM payment_orders WHERE status IN ('DONE', 'CANCELING', 'CANCELED') AND payment_key IS NOT NULL;

UPDATE payment_orders SET canceled_amount = amount WHERE status = 'CANCELED' AND payment_key IS NOT NULL;

INSERT INTO ledger_entries (joiner_id, kind, cause, amount, method, order_id, dedupe_key, at)
SELECT joiner_id, 'refund', 'card-refund', amount, 'card', order_id, 'card-refund:' || order_id || ':0', COALESCE(canceled_at, updated_at)
FROM payment_orders WHERE status = 'CANCELED' AND payment_key IS NOT NULL;

-- A deposit entered by staff (kept on record through a cancellation), or, for an entry marked paid
-- without one, its amount; never beside a card payment of the same entry.
INSERT INTO ledger_entries (joiner_id, kind, cause, amount, method, depositor, deposited_on, at)
SELECT j.joiner_id, 'payment', 'deposit', COALESCE(j.deposit, j.amount), 'bank', j.brief,
  to_char(COALESCE(j.paid_at, j.updated_at) AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD'), COALESCE(j.paid_at, j.updated_at)
FROM joiners j
WHERE (j.deposit IS NOT NULL OR (j.payment_status = 'CMPL' AND j.amount > 0))
  AND COALESCE(j.deposit, j.amount) <> 0
  AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.joiner_id = j.joiner_id AND l.kind = 'payment');

-- Staff marked an entry paid with a smaller deposit: the shortfall was accepted.
INSERT INTO ledger_entries (joiner_id, kind, cause, amount, at)
SELECT j.joiner_id, 'adjustment', 'shortfall-waived', p.paid - j.amount, COALESCE(j.paid_at, j.updated_at)
FROM joiners j
JOIN (SELECT joiner_id, SUM(amount)::int AS paid FROM ledger_entries WHERE kind = 'payment' GROUP BY joiner_id) p USING (joiner_id)
WHERE j.payment_status = 'CMPL' AND p.paid < j.amount;

INSERT INTO ledger_entries (joiner_id, kind, cause, amount, at)
SELECT joiner_id, 'charge', 'cancellation', -amount, cancelled_at FROM joiners WHERE payment_status = 'CNCL' AND amount <> 0;

-- 3. Cached figures and state, derived from the rows.
WITH s AS (
  SELECT joiner_id,
    COALESCE(SUM(amount) FILTER (WHERE kind IN ('charge', 'adjustment')), 0)::int AS charged,
    COALESCE(SUM(amount) FILTER (WHERE kind = 'payment'), 0)::int AS paid,
    COALESCE(SUM(amount) FILTER (WHERE kind = 'refund'), 0)::int AS refunded
  FROM ledger_entries GROUP BY joiner_id
)
UPDATE joiners j SET
  amount = s.charged,
  deposit = NULLIF(s.paid, 0),
  refunded = s.refunded,
  payment_status = CASE WHEN j.cancelled_at IS NOT NULL THEN 'CNCL'
                        WHEN s.charged - s.paid + s.refunded > 0 THEN 'RSVT' ELSE 'CMPL' END
FROM s WHERE s.joiner_id = j.joiner_id;

-- 4. The batched accept (as 0018_accept_batch_deadline_phone_limit.sql left it: race-day runner columns,
-- payment deadlines, the per-phone limit) also writes the registration charge of every application it
-- accepts, all of them in one INSERT at the end of the call (the same commit).
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
    v_limit := CASE WHEN jsonb_typeof(v_app->'pl') = 'number' THEN (v_app->>'pl')::integer END;
    IF v_limit IS NOT NULL AND (
      SELECT count(*) FROM joiners x WHERE x.event_id = v_event AND x.cellphone = v_app->'j'->>'cellphone' AND x.source = 'public'
    ) >= v_limit THEN
      app_outcome := 'limit';
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_joiner := NULL;
    app_outcome := 'exhausted';
    FOR i IN 0 .. jsonb_array_length(v_app->'s') - 1 LOOP
      v_try := (v_app->'s'->>i)::integer;
      CONTINUE WHEN NOT join_seq_claim(v_event, v_try);
      INSERT INTO joiners (event_id, join_seq, joiner_name, exponent, cellphone, zipcode, zip_address, address,
        payment_type, payment_status, amount, brief, price_category, needs_staff_check, source, ticket_count, join_time, paid_at,
        pay_deadline)
      SELECT v_event, v_try, j.joiner_name, j.exponent, j.cellphone, j.zipcode, j.zip_address, j.address,
        j.payment_type, j.payment_status, j.amount, j.brief, j.price_category, j.needs_staff_check, j.source, j.ticket_count,
        j.join_time, j.paid_at, j.pay_deadline
      FROM jsonb_to_record(v_app->'j') AS j(joiner_name text, exponent text, cellphone text, zipcode text,
        zip_address text, address text, payment_type text, payment_status text, amount integer, brief text, price_category text,
        needs_staff_check boolean, source text, ticket_count integer, join_time timestamptz, paid_at timestamptz,
        pay_deadline timestamptz)
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
