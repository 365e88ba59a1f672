-- Every existing company gets the statutory tables a new one is provisioned with (ADR 43): PAYE under
-- the Nigeria Tax Act 2025 from 1 January 2026, the PITA rules (as amended 2011) for earlier periods,
-- and the three employer remittances. A frozen copy of the defaults in
-- modules/payroll/statutory/default-statutory.ts as they were then. Amounts are kobo; rates percent.
INSERT INTO payroll_tax_tables (company_id, name, regime, effective_from, bands, rent_relief_rate,
  rent_relief_cap_kobo, cra_fixed_kobo, cra_gross_rate, cra_extra_rate, minimum_tax_rate,
  minimum_wage_kobo, pension_employee_rate, nhf_rate, nhis_rate)
SELECT c.id, d.name, d.regime, d.effective_from::date, d.bands::jsonb, d.rent_relief_rate,
  d.rent_relief_cap_kobo, d.cra_fixed_kobo, d.cra_gross_rate, d.cra_extra_rate, d.minimum_tax_rate,
  d.minimum_wage_kobo, 8, 2.5, 0
FROM companies c
CROSS JOIN (VALUES
  ('PITA (as amended 2011)', 'pita', '2011-01-01',
   '[{"width_kobo":"30000000","rate":"7"},{"width_kobo":"30000000","rate":"11"},{"width_kobo":"50000000","rate":"15"},{"width_kobo":"50000000","rate":"19"},{"width_kobo":"160000000","rate":"21"},{"width_kobo":null,"rate":"24"}]',
   0, 0, 20000000, 1, 20, 1, 3000000),
  ('Nigeria Tax Act 2025', 'nta_2025', '2026-01-01',
   '[{"width_kobo":"80000000","rate":"0"},{"width_kobo":"220000000","rate":"15"},{"width_kobo":"900000000","rate":"18"},{"width_kobo":"1300000000","rate":"21"},{"width_kobo":"2500000000","rate":"23"},{"width_kobo":null,"rate":"25"}]',
   20, 50000000, 0, 0, 0, 0, 7000000)
) AS d (name, regime, effective_from, bands, rent_relief_rate, rent_relief_cap_kobo, cra_fixed_kobo,
  cra_gross_rate, cra_extra_rate, minimum_tax_rate, minimum_wage_kobo)
WHERE NOT EXISTS (SELECT 1 FROM payroll_tax_tables t WHERE t.company_id = c.id);
--> statement-breakpoint
INSERT INTO company_remittances (company_id, name, code, rate, base, min_headcount, enabled, is_statutory)
SELECT c.id, d.name, d.code, d.rate, d.base, d.min_headcount, true, true
FROM companies c
CROSS JOIN (VALUES
  ('Pension (employer)', 'PENSION_EMPLOYER', 10, 'pensionable', 0),
  ('NSITF', 'NSITF', 1, 'gross', 0),
  ('ITF', 'ITF', 1, 'gross', 5)
) AS d (name, code, rate, base, min_headcount)
WHERE NOT EXISTS (SELECT 1 FROM company_remittances r WHERE r.company_id = c.id);
