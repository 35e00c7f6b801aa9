// Uploaded files (DESIGN §9 Files): one row per stored object, owned by a company. The bytes live in the storage
// adapter under `storage_key`; the public path is `/files/<uuid>.<ext>`.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companiesTable, usersTable } from '../company/tables.ts';

export const filesTable = pgTable(
  'files',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    /** Who uploaded it (null once that user is gone). */
    usersId: integer('users_id').references(() => usersTable.id, { onDelete: 'set null' }),
    /** What it is for: `logo` (marketing orders), `avatar` (a user's picture), `proof` (a generated PDF proof). */
    kind: text('kind', { enum: ['logo', 'avatar', 'proof'] }).notNull(),
    /** The extension decided by the bytes (png, jpg, svg, pdf, zip...). */
    ext: text('ext').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The name the user's device gave it (shown and offered when downloading; never used as a path). */
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_company').on(t.companiesId)],
);

export type FileRow = typeof filesTable.$inferSelect;
