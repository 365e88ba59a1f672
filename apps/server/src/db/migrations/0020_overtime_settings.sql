-- The Nigerian default pay breakdown (ADR 37) for every company that has no pay breakdown item yet:
-- new companies get it when created (provisionCompany); this gives it to the companies created
-- before, once. A company that already has an item is left as it is. Migrations run as the owner,
-- which bypasses row-level security. A frozen copy of DEFAULT_PAY_BREAKDOWNS as it was then.
INSERT INTO pay_breakdowns (company_id, allowance_name, percentage)
SELECT c.id, d.allowance_name, d.percentage
FROM companies c
CROSS JOIN (VALUES
  (1, 'Basic', 40.00),
  (2, 'Housing', 30.00),
  (3, 'Transport', 20.00),
  (4, 'Utility', 10.00)
) AS d (position, allowance_name, percentage)
WHERE NOT EXISTS (SELECT 1 FROM pay_breakdowns p WHERE p.company_id = c.id)
ORDER BY c.id, d.position;
