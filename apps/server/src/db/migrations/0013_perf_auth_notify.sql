-- Custom migration (perf, docs/decisions/0051): every change to a user, a company or a refresh token tells the server
-- processes through NOTIFY on channel `club_auth`, so their in-process cache of signed-in callers (plugins/auth-cache.ts)
-- drops what changed at once. Payloads: `u:<users.id>`, `c:<companies.id>`, `s:<refresh_tokens.chain_id>`. Idempotent,
-- PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION club_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('club_auth', 'u:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'companies' THEN
    PERFORM pg_notify('club_auth', 'c:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'refresh_tokens' THEN
    PERFORM pg_notify('club_auth', 's:' || OLD.chain_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS club_auth_users ON users;--> statement-breakpoint
CREATE TRIGGER club_auth_users AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION club_auth_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_auth_companies ON companies;--> statement-breakpoint
CREATE TRIGGER club_auth_companies AFTER UPDATE OR DELETE ON companies FOR EACH ROW EXECUTE FUNCTION club_auth_notify();--> statement-breakpoint
DROP TRIGGER IF EXISTS club_auth_refresh_tokens ON refresh_tokens;--> statement-breakpoint
CREATE TRIGGER club_auth_refresh_tokens AFTER UPDATE OR DELETE ON refresh_tokens FOR EACH ROW EXECUTE FUNCTION club_auth_notify();
