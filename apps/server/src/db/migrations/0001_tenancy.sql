-- Tenancy in the database (ARCHITECTURE §3). The app role has neither superuser nor BYPASSRLS, so
-- every tenant table's FORCE'd policy applies to it. Migrations run as the owner (a superuser or a
-- role with BYPASSRLS), which is also the owner of the SECURITY DEFINER look-ups below.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clockroom_app') THEN
    CREATE ROLE clockroom_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- Another database on the same cluster created it between the check and the create (roles are
  -- cluster-wide; the loser of that race sees either error, depending on timing).
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO clockroom_app;
--> statement-breakpoint
-- Enables and forces RLS with the tenant policy on every table that has company_id, and grants the
-- app role access. Idempotent: it runs after every migration batch, so a new tenant table cannot be
-- forgotten; `npm run check:tenancy` then proves the result.
CREATE OR REPLACE FUNCTION clockroom_secure_tenant_tables() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
      )
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
    IF NOT EXISTS (
      SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.relname AND policyname = 'tenant_isolation'
    ) THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I USING (company_id = nullif(current_setting(''app.company_id'', true), '''')::bigint) WITH CHECK (company_id = nullif(current_setting(''app.company_id'', true), '''')::bigint)',
        t.relname
      );
    END IF;
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO clockroom_app', t.relname);
  END LOOP;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO clockroom_app;
END
$fn$;
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON companies
  USING (id = nullif(current_setting('app.company_id', true), '')::bigint)
  WITH CHECK (id = nullif(current_setting('app.company_id', true), '')::bigint);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON companies TO clockroom_app;
--> statement-breakpoint
GRANT SELECT ON industries, permissions TO clockroom_app;
--> statement-breakpoint
-- The one question asked before a tenant is known: which company does this identifier name?
-- Answers only the id, so nothing else of another tenant is readable through it.
CREATE OR REPLACE FUNCTION company_id_for_slug(p_slug text) RETURNS bigint
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $fn$ SELECT id FROM companies WHERE slug = lower(trim(p_slug)) $fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION company_id_for_slug(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION company_id_for_slug(text) TO clockroom_app;
--> statement-breakpoint
SELECT clockroom_secure_tenant_tables();
