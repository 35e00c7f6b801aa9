-- Custom SQL migration file, put your code below! --
-- The integration change feeds (decision 0085): every insert or update of companies, projects and orders records the
-- writing transaction's id in sync_xid and bumps updated_at when the writer did not set it; a change of a project's scans
-- is a change of the project. Idempotent (CREATE OR REPLACE, DROP ... IF EXISTS); PostgreSQL 13+ (pg_current_xact_id).
CREATE OR REPLACE FUNCTION integration_feed_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sync_xid := (pg_current_xact_id()::text)::bigint;
  IF TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := greatest(now(), OLD.updated_at);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION integration_feed_touch_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET updated_at = greatest(now(), updated_at + interval '1 microsecond')
  WHERE id IN (SELECT projects_id FROM changed_scans);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_integration_feed ON companies;
--> statement-breakpoint
CREATE TRIGGER companies_integration_feed BEFORE INSERT OR UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION integration_feed_bump();
--> statement-breakpoint
DROP TRIGGER IF EXISTS projects_integration_feed ON projects;
--> statement-breakpoint
CREATE TRIGGER projects_integration_feed BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION integration_feed_bump();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_integration_feed ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_integration_feed BEFORE INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION integration_feed_bump();
--> statement-breakpoint
DROP TRIGGER IF EXISTS scans_integration_feed_insert ON scans;
--> statement-breakpoint
CREATE TRIGGER scans_integration_feed_insert AFTER INSERT ON scans
  REFERENCING NEW TABLE AS changed_scans FOR EACH STATEMENT EXECUTE FUNCTION integration_feed_touch_projects();
--> statement-breakpoint
DROP TRIGGER IF EXISTS scans_integration_feed_update ON scans;
--> statement-breakpoint
CREATE TRIGGER scans_integration_feed_update AFTER UPDATE ON scans
  REFERENCING NEW TABLE AS changed_scans FOR EACH STATEMENT EXECUTE FUNCTION integration_feed_touch_projects();
--> statement-breakpoint
DROP TRIGGER IF EXISTS scans_integration_feed_delete ON scans;
--> statement-breakpoint
CREATE TRIGGER scans_integration_feed_delete AFTER DELETE ON scans
  REFERENCING OLD TABLE AS changed_scans FOR EACH STATEMENT EXECUTE FUNCTION integration_feed_touch_projects();
--> statement-breakpoint
-- Projects that existed before updated_at: their last known change.
UPDATE projects SET updated_at = greatest(created_at, last_activity_at, coalesce(surveyed_at, created_at), coalesce(closed_at, created_at))
WHERE updated_at < greatest(created_at, last_activity_at, coalesce(surveyed_at, created_at), coalesce(closed_at, created_at));
