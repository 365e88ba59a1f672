-- The five default appraisal grades (issue 22, ADR 64) for the companies that existed before them;
-- new companies get them at provisioning (modules/performance/appraisals/default-grades.ts).
INSERT INTO "appraisal_grades" ("company_id", "name", "min_score", "max_score", "description")
SELECT c."id", g."name", g."min_score", g."max_score", g."description"
FROM "companies" c
CROSS JOIN (VALUES
  ('Outstanding', 85, 100, 'Consistently far above expectations'),
  ('Exceeds', 70, 84, 'Above expectations'),
  ('Meets', 50, 69, 'Meets expectations'),
  ('Below', 30, 49, 'Below expectations'),
  ('Unsatisfactory', 0, 29, 'Well below expectations')
) AS g("name", "min_score", "max_score", "description")
WHERE NOT EXISTS (SELECT 1 FROM "appraisal_grade_seeds" s WHERE s."company_id" = c."id");
--> statement-breakpoint
INSERT INTO "appraisal_grade_seeds" ("company_id")
SELECT "id" FROM "companies" ON CONFLICT ("company_id") DO NOTHING;
