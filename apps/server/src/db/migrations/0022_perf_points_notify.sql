-- Custom migration (perf, issue 10, docs/decisions/0146): every change to a company's points ledger — its account row
-- (balance, project points, the entry counter), its entries, its lots (what expires this year) — and to its projects'
-- counters (project_stats, which the points summary shows) is announced on channel
-- `club_projects` with payload `c:<companies.id>`, like the projects' changes (0021, whose function this reuses: more
-- than 100 companies in one statement, or a TRUNCATE, send `*`). The company's points summary and history pages are
-- kept per process under that tag (lib/company-reads.ts `companyReads`); the summary also shows the projects'
-- counters and this year's scans, which 0021's triggers already announce on the same channel. Statement triggers with
-- transition tables. Idempotent, PostgreSQL 15 and PGlite.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['point_accounts', 'point_entries', 'point_lots', 'project_stats'] LOOP
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
$$;
