// Reads and writes of the files table. Reads take the viewer: a company sees only its own files (the scope in the
// WHERE clause); staff see any.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { filesTable, type FileRow } from './tables.ts';

export type Viewer = { companyId: number } | { staff: true };

export async function insertFile(db: Tx, values: typeof filesTable.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(filesTable).values(values).returning();
  if (!row) throw new Error('file row not inserted');
  return row;
}

export async function findFile(db: Tx, viewer: Viewer, uuid: string): Promise<FileRow | null> {
  const where =
    'staff' in viewer ? eq(filesTable.uuid, uuid) : and(eq(filesTable.uuid, uuid), eq(filesTable.companiesId, viewer.companyId));
  const [row] = await db.select().from(filesTable).where(where).limit(1);
  return row ?? null;
}

export async function deleteFileRow(db: Tx, companyId: number, uuid: string): Promise<FileRow | null> {
  const [row] = await db
    .delete(filesTable)
    .where(and(eq(filesTable.uuid, uuid), eq(filesTable.companiesId, companyId)))
    .returning();
  return row ?? null;
}
