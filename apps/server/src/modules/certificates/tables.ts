// Certificates (decision 0060): the certificates a company has earned, and the homeowner warranty certificates of closed
// projects. Each carries an unguessable verification code (128 random bits) that its QR code opens at /verify/{code};
// the code is all the public check knows.
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companiesTable } from '../company/tables.ts';
import { projectsTable } from '../projects/tables.ts';

export const companyCertificatesTable = pgTable(
  'company_certificates',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** The calendar year it certifies. */
    year: integer('year').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    /** The last day it is valid. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    verificationCode: text('verification_code').notNull().unique(),
  },
  (t) => [
    uniqueIndex('company_certificates_once').on(t.companiesId, t.slug, t.year),
    index('company_certificates_company').on(t.companiesId),
  ],
);

/** One per closed project, made the first time its warranty certificate is asked for (the code then never changes). */
export const warrantyCertificatesTable = pgTable('warranty_certificates', {
  projectsId: integer('projects_id')
    .primaryKey()
    .references(() => projectsTable.id, { onDelete: 'cascade' }),
  companiesId: integer('companies_id')
    .notNull()
    .references(() => companiesTable.id, { onDelete: 'cascade' }),
  verificationCode: text('verification_code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
