-- Custom migration (perf, issue 10, docs/decisions/0144): every change to a user's notifications — a new one, one
-- marked read, one deleted (a user's or company's deletion cascades here too) — tells the server processes through
-- NOTIFY on channel `club_notifications`, payload `u:<users.id>`, so their in-process cache of each user's list
-- (modules/notifications/service.ts) drops that user's pages at once. One statement touching more than 100 users (a
-- staff broadcast) sends `*` instead: every process empties the whole cache. Statement triggers with transition tables,
-- one per event (a trigger with transition tables takes one event). Idempotent, PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION club_notifications_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  n integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('club_notifications', '*');
    RETURN NULL;
  END IF;
  SELECT count(DISTINCT users_id) INTO n FROM changed;
  IF n > 100 THEN
    PERFORM pg_notify('club_notifications', '*');
  ELSE
    FOR r IN SELECT DISTINCT users_id FROM changed LOOP
      PERFORM pg_notify('club_notifications', 'u:' || r.users_id);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS club_notifications_insert ON notifications;--> statement-breakpoint
CREATE TRIGGER club_notifications_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION club_notifications_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_notifications_update ON notifications;--> statement-breakpoint
CREATE TRIGGER club_notifications_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION club_notifications_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_notifications_delete ON notifications;--> statement-breakpoint
CREATE TRIGGER club_notifications_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION club_notifications_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_notifications_truncate ON notifications;--> statement-breakpoint
CREATE TRIGGER club_notifications_truncate AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION club_notifications_notify();
