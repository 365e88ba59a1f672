ALTER TABLE "companies" ADD COLUMN "session_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Anything a signed-in session carries (user, roles, permissions, employee, branches, modules, the
-- company) bumps the company's session_version, so cached sessions know they are stale. Statement
-- level, keyed on the request's tenant: a 1,000-row import bumps it once. Writes made without a
-- tenant (seeding, catalogue sync) bump every company.
CREATE OR REPLACE FUNCTION clockroom_bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  tenant text := nullif(current_setting('app.company_id', true), '');
BEGIN
  IF tenant IS NULL THEN
    UPDATE companies SET session_version = session_version + 1;
  ELSE
    UPDATE companies SET session_version = session_version + 1 WHERE id = tenant::bigint;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DO $do$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'user_roles', 'roles', 'role_permissions', 'employees', 'branches',
                           'branch_managers', 'company_modules']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION clockroom_bump_session_version()',
      t || '_session_version', t);
  END LOOP;
END
$do$;
--> statement-breakpoint
-- The company row itself: any change other than the version (name, logo, currency, plan) bumps it.
CREATE OR REPLACE FUNCTION clockroom_company_session_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF (to_jsonb(NEW) - 'session_version' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'session_version' - 'updated_at') THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER companies_session_version BEFORE UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION clockroom_company_session_version();
