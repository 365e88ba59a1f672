-- Writes made without a tenant (seeding, bulk loads, the reference-data sync) no longer bump every
-- company's session_version: concurrent loaders deadlocked on the companies rows. Such writes happen
-- at start-up, before any session is cached; elsewhere the cache's 60-second limit bounds staleness.
CREATE OR REPLACE FUNCTION clockroom_bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  tenant text := nullif(current_setting('app.company_id', true), '');
BEGIN
  IF tenant IS NOT NULL THEN
    UPDATE companies SET session_version = session_version + 1 WHERE id = tenant::bigint;
  END IF;
  RETURN NULL;
END
$fn$;
