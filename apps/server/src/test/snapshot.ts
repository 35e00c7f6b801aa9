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
 * Puts a database back as the template left it, in one statement: truncate every table, copy the template's rows back,
 * and set every sequence where the template had it.
 */
export const resetSql = `
DO $$
DECLARE r record; tables text;
BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables FROM pg_tables WHERE schemaname IN ${schemas};
  -- Triggers off: the append-only guards refuse TRUNCATE, and nothing restored is notified or audited.
  SET LOCAL session_replication_role = replica;
  EXECUTE 'TRUNCATE ' || tables;
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
