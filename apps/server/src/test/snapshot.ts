// The template's snapshot and the reset that puts a test database back to it (test/database.ts, decision 0141). No
// vitest import: the global setup runs this too.

/** The schema holding the template's rows (made by the global setup, never read by the app). */
export const snapshotSchema = 'club_test_snapshot';

/** The schemas a test may write to: the app's tables and drizzle's record of the applied migrations. */
const schemas = `('public', 'drizzle')`;

/**
 * Copies the template's non-empty tables into `snapshotSchema` (each as "<schema>.<table>") and every sequence's
 * value into its "$sequences" table. The global setup runs it on the template.
 */
export const takeSnapshotSql = `
CREATE SCHEMA ${snapshotSchema};
DO $$
DECLARE r record; has boolean;
BEGIN
  FOR r IN SELECT schemaname, tablename FROM pg_tables WHERE schemaname IN ${schemas} LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I)', r.schemaname, r.tablename) INTO has;
    IF has THEN
      EXECUTE format('CREATE TABLE ${snapshotSchema}.%I AS SELECT * FROM %I.%I', r.schemaname || '.' || r.tablename, r.schemaname, r.tablename);
    END IF;
  END LOOP;
END $$;
CREATE TABLE ${snapshotSchema}."$sequences" AS
  SELECT schemaname, sequencename, start_value, last_value FROM pg_sequences WHERE schemaname IN ${schemas};
`;

/**
 * Puts a database back as the template left it, in one statement: empty every table, copy the template's rows back,
 * and set every sequence where the template had it. DELETE, not TRUNCATE: a test leaves a few rows in a few of ~95
 * tables, and TRUNCATE makes new files for every table and index — 230–450 ms a reset on PostgreSQL against 7–18 ms
 * (decision 0144). The dead rows are autovacuum's.
 */
export const resetSql = `
DO $$
DECLARE r record;
BEGIN
  -- Triggers off (foreign keys included, so the order does not matter): the append-only guards refuse DELETE, and
  -- nothing restored is notified or audited.
  SET LOCAL session_replication_role = replica;
  FOR r IN SELECT schemaname, tablename FROM pg_tables WHERE schemaname IN ${schemas} LOOP
    EXECUTE format('DELETE FROM %I.%I', r.schemaname, r.tablename);
  END LOOP;
  FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = '${snapshotSchema}' AND tablename <> '$sequences' LOOP
    EXECUTE format('INSERT INTO %I.%I OVERRIDING SYSTEM VALUE SELECT * FROM ${snapshotSchema}.%I',
      split_part(r.tablename, '.', 1), substr(r.tablename, length(split_part(r.tablename, '.', 1)) + 2), r.tablename);
  END LOOP;
  FOR r IN SELECT * FROM ${snapshotSchema}."$sequences" LOOP
    IF r.last_value IS NULL THEN
      PERFORM setval(format('%I.%I', r.schemaname, r.sequencename), r.start_value, false);
    ELSE
      PERFORM setval(format('%I.%I', r.schemaname, r.sequencename), r.last_value, true);
    END IF;
  END LOOP;
END $$;
`;
