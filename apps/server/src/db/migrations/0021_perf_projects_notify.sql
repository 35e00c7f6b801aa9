-- Custom migration (perf, issue 10, docs/decisions/0145): every change to what a company's projects list and project
-- pages show — its projects, their scans, the company's units this year (tiers), the once-per-company behaviours it has
-- earned — tells the server processes through NOTIFY on channel `club_projects`, payload `c:<companies.id>`, so their
-- in-process cache (modules/projects/queries.ts `projectReads`) drops that company's entries at once. A statement
-- touching more than 100 companies, any change to the regions' tier brackets or behaviours, and a change to a product
-- unit's description (not its claim, which a scan's own statements announce) send `*`: every process empties it all. Statement triggers with transition tables, one per event. Idempotent, PostgreSQL 15
-- and PGlite.
CREATE OR REPLACE FUNCTION club_projects_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  n integer;
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_ARGV[0] = 'all' THEN
    PERFORM pg_notify('club_projects', '*');
    RETURN NULL;
  END IF;
  SELECT count(DISTINCT companies_id) INTO n FROM changed;
  IF n > 100 THEN
    PERFORM pg_notify('club_projects', '*');
  ELSE
    FOR r IN SELECT DISTINCT companies_id FROM changed LOOP
      PERFORM pg_notify('club_projects', 'c:' || r.companies_id);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['projects', 'scans', 'company_tier_years', 'company_behaviours'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS club_projects_insert ON %I', t);
    EXECUTE format('CREATE TRIGGER club_projects_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION club_projects_notify()', t);
    EXECUTE format('DROP TRIGGER IF EXISTS club_projects_update ON %I', t);
    EXECUTE format('CREATE TRIGGER club_projects_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION club_projects_notify()', t);
    EXECUTE format('DROP TRIGGER IF EXISTS club_projects_delete ON %I', t);
    EXECUTE format('CREATE TRIGGER club_projects_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION club_projects_notify()', t);
    EXECUTE format('DROP TRIGGER IF EXISTS club_projects_truncate ON %I', t);
    EXECUTE format('CREATE TRIGGER club_projects_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION club_projects_notify()', t);
  END LOOP;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS club_projects_all ON tiers;--> statement-breakpoint
CREATE TRIGGER club_projects_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tiers FOR EACH STATEMENT EXECUTE FUNCTION club_projects_notify('all');--> statement-breakpoint
DROP TRIGGER IF EXISTS club_projects_all ON behaviours;--> statement-breakpoint
CREATE TRIGGER club_projects_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON behaviours FOR EACH STATEMENT EXECUTE FUNCTION club_projects_notify('all');--> statement-breakpoint
DROP TRIGGER IF EXISTS club_projects_units ON product_units;--> statement-breakpoint
CREATE TRIGGER club_projects_units AFTER UPDATE OF serial_number, product_group, name, type, size, variant ON product_units FOR EACH STATEMENT EXECUTE FUNCTION club_projects_notify('all');--> statement-breakpoint
DROP TRIGGER IF EXISTS club_projects_units_delete ON product_units;--> statement-breakpoint
CREATE TRIGGER club_projects_units_delete AFTER DELETE OR TRUNCATE ON product_units FOR EACH STATEMENT EXECUTE FUNCTION club_projects_notify('all');
