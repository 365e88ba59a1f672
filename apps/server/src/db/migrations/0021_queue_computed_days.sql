-- Leave, exemptions and holidays queue the days they touch that already have facts, not only the
-- dates a read has covered (ADR 25, issue 18). A punch computes its own day without covering the
-- date for the company, so approved leave on such a day left its facts, and the overtime computed
-- from them, stale until a report happened to read that date: overtime would be sent for approval on
-- a day of leave. The covered dates are still queued for everyone, as before.
CREATE OR REPLACE FUNCTION clockroom_queue_leave_days() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT OLD.company_id AS company_id, OLD.employee_id AS employee_id, OLD.start_date AS start_date, OLD.end_date AS end_date
    WHERE TG_OP <> 'INSERT' AND OLD.status = 'approved'
    UNION ALL
    SELECT NEW.company_id, NEW.employee_id, NEW.start_date, NEW.end_date
    WHERE TG_OP <> 'DELETE' AND NEW.status = 'approved'
  LOOP
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT r.company_id, r.employee_id, c.day FROM attendance_coverage c
    WHERE c.company_id = r.company_id AND c.day BETWEEN r.start_date AND r.end_date
    UNION
    SELECT r.company_id, r.employee_id, a.day FROM attendance_days a
    WHERE a.company_id = r.company_id AND a.employee_id = r.employee_id AND a.day BETWEEN r.start_date AND r.end_date
    ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clockroom_queue_exemption_days() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT OLD.company_id AS company_id, OLD.employee_id AS employee_id, OLD.date AS day
    WHERE TG_OP <> 'INSERT' AND OLD.status = 'approved'
    UNION ALL
    SELECT NEW.company_id, NEW.employee_id, NEW.date
    WHERE TG_OP <> 'DELETE' AND NEW.status = 'approved'
  LOOP
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT r.company_id, r.employee_id, r.day
    WHERE EXISTS (SELECT 1 FROM attendance_coverage c WHERE c.company_id = r.company_id AND c.day = r.day)
       OR EXISTS (SELECT 1 FROM attendance_days a
                  WHERE a.company_id = r.company_id AND a.employee_id = r.employee_id AND a.day = r.day)
    ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clockroom_queue_holiday_days() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  h record;
BEGIN
  FOR h IN
    SELECT OLD.company_id AS company_id, OLD.holiday_date AS holiday_date, OLD.recurring AS recurring WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.company_id, NEW.holiday_date, NEW.recurring WHERE TG_OP <> 'DELETE'
  LOOP
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT h.company_id, e.id, c.day
    FROM attendance_coverage c
    JOIN employees e ON e.company_id = c.company_id AND e.archived_at IS NULL
    WHERE c.company_id = h.company_id
      AND (c.day = h.holiday_date
        OR (h.recurring AND to_char(c.day, 'MM-DD') = to_char(h.holiday_date, 'MM-DD') AND c.day >= h.holiday_date))
    UNION
    SELECT h.company_id, a.employee_id, a.day
    FROM attendance_days a
    WHERE a.company_id = h.company_id
      AND (a.day = h.holiday_date
        OR (h.recurring AND to_char(a.day, 'MM-DD') = to_char(h.holiday_date, 'MM-DD') AND a.day >= h.holiday_date))
    ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NULL;
END
$fn$;
