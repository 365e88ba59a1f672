-- The Nigerian default leave types (ADR 30) for every company that has no leave type yet: new
-- companies get them when created (provisionCompany); this gives them to the companies created
-- before, once. A company that already set up any leave type is left as it is. Migrations run as the
-- owner, which bypasses row-level security. A frozen copy of DEFAULT_LEAVE_TYPES as it was then.
INSERT INTO leave_types (company_id, leave_name, weekend, applicable_days, period_type, gender, note,
  is_generic, category_type)
SELECT c.id, d.leave_name, d.weekend::text[], d.applicable_days, 'Day', d.gender, d.note, true, 'all_users'
FROM companies c
CROSS JOIN (VALUES
  (1, 'Annual Leave', '{Saturday,Sunday}', 15, NULL,
    'Labour Act s.18: at least 6 working days after 12 months of continuous service; 15 working days is common practice.'),
  (2, 'Sick Leave', '{Saturday,Sunday}', 12, NULL,
    'Labour Act s.16: up to 12 working days a year with full pay, on a registered medical practitioner''s certificate.'),
  (3, 'Maternity Leave', '{}', 84, 'female',
    'Labour Act s.54: 12 weeks (six before and six after confinement), on a medical certificate.'),
  (4, 'Paternity Leave', '{Saturday,Sunday}', 10, 'male',
    'Not in the Labour Act; 10 working days as in the Lagos State public service.'),
  (5, 'Compassionate Leave', '{Saturday,Sunday}', 5, NULL,
    'Not in the Labour Act; for the death or grave illness of a close relative.'),
  (6, 'Study Leave', '{Saturday,Sunday}', 10, NULL,
    'Not in the Labour Act; for examinations and approved courses. Longer study leave is agreed case by case.'),
  (7, 'Leave Without Pay', '{Saturday,Sunday}', 30, NULL,
    'Not in the Labour Act; unpaid leave agreed with the employer.')
) AS d (position, leave_name, weekend, applicable_days, gender, note)
WHERE NOT EXISTS (SELECT 1 FROM leave_types t WHERE t.company_id = c.id)
ORDER BY c.id, d.position;
