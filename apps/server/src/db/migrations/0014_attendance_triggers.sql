-- The attendance engine's inputs owned by other modules (ADR 25): approved leave, approved
-- exemptions and public holidays shape which days are work days. Whatever path changes them, the
-- employee-days they touch are queued for the engine in the same transaction. Only dates already
-- computed (attendance_coverage) need it: any other date is computed in full when first read.
CREATE OR REPLACE FUNCTION clockroom_queue_leave_days() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' THEN
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT OLD.company_id, OLD.employee_id, c.day FROM attendance_coverage c
    WHERE c.company_id = OLD.company_id AND c.day BETWEEN OLD.start_date AND OLD.end_date
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'approved' THEN
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT NEW.company_id, NEW.employee_id, c.day FROM attendance_coverage c
    WHERE c.company_id = NEW.company_id AND c.day BETWEEN NEW.start_date AND NEW.end_date
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER leave_requests_queue_attendance AFTER INSERT OR UPDATE OR DELETE ON leave_requests
FOR EACH ROW EXECUTE FUNCTION clockroom_queue_leave_days();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clockroom_queue_exemption_days() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' THEN
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT OLD.company_id, OLD.employee_id, c.day FROM attendance_coverage c
    WHERE c.company_id = OLD.company_id AND c.day = OLD.date
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'approved' THEN
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT NEW.company_id, NEW.employee_id, c.day FROM attendance_coverage c
    WHERE c.company_id = NEW.company_id AND c.day = NEW.date
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER exemptions_queue_attendance AFTER INSERT OR UPDATE OR DELETE ON exemptions
FOR EACH ROW EXECUTE FUNCTION clockroom_queue_exemption_days();
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
    ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER public_holidays_queue_attendance AFTER INSERT OR UPDATE OR DELETE ON public_holidays
FOR EACH ROW EXECUTE FUNCTION clockroom_queue_holiday_days();
