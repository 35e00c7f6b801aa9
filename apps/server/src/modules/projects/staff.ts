// The staff console's read of one company's projects (the company view), newest first, with their scan counts.
// Staff work across companies, so the read is by company id, not by a caller's scope; the console's role checks guard
// it. Exported by service.ts.
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ProjectRow } from './queries.ts';
import { projectsTable, scansTable } from './tables.ts';

export async function companyProjects(
  db: Tx,
  companyId: number,
  limit: number,
): Promise<{ rows: (ProjectRow & { scans: number })[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projectsTable)
      .where(eq(projectsTable.companiesId, companyId))
      .orderBy(desc(projectsTable.createdAt), desc(projectsTable.id))
      .limit(limit),
    db.select({ n: count() }).from(projectsTable).where(eq(projectsTable.companiesId, companyId)),
  ]);
  const counts = rows.length
    ? await db
        .select({ id: scansTable.projectsId, n: count() })
        .from(scansTable)
        .where(
          inArray(
            scansTable.projectsId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(scansTable.projectsId)
    : [];
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return { rows: rows.map((r) => ({ ...r, scans: byId.get(r.id) ?? 0 })), total: total?.n ?? 0 };
}
