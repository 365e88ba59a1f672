-- Day facts computed before a day without a shift stopped taking the shift's break off the hours
-- worked (09:00-12:00 on an off Saturday was stored as 02:00) keep the old hours. This queues those
-- employee-days for the engine (attendance_dirty), which recomputes them within a minute or before
-- the next report reads them (ADR 25). Only the days the fix changes match: no shift instance that
-- day, both clocks, and fewer minutes worked than last out - first in; once recomputed they match no
-- more, so running it again queues nothing. Migrations run as the owner, across companies.
INSERT INTO attendance_dirty (company_id, employee_id, day)
SELECT a.company_id, a.employee_id, a.day
FROM attendance_days a
WHERE a.expected_start IS NULL
  AND a.clock_in IS NOT NULL
  AND a.clock_out IS NOT NULL
  AND a.worked_minutes < floor(extract(epoch FROM a.clock_out - a.clock_in) / 60)
ORDER BY 1, 2, 3
ON CONFLICT DO NOTHING;
