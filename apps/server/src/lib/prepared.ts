// Hot reads as prepared statements, built once per database handle: building a query with drizzle costs more CPU than
// PostgreSQL answering it (decision 0105). `preparedPerDb(build)` returns a getter that builds a module's statements on
// first use for each handle (the app's, a test's) and keeps them while the handle lives.
import type { Tx } from '../db/client.ts';

export function preparedPerDb<T>(build: (db: Tx) => T): (db: Tx) => T {
  const byDb = new WeakMap<object, T>();
  return (db) => {
    let statements = byDb.get(db);
    if (statements === undefined) {
      statements = build(db);
      byDb.set(db, statements);
    }
    return statements;
  };
}
