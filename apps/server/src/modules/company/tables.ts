// Companies and their users (spec access §3). Every other object hangs off a company.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { languagesTable, regionsTable } from '../reference/tables.ts';

export type SurveyResponse = { question_id: number; answer_ids?: number[]; value?: number }[];

export const companiesTable = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    registrationNumber: text('registration_number'),
    registrationNumber2: text('registration_number_2'),
    companyType: integer('company_type'),
    disclaimerAccepted: boolean('disclaimer_accepted').notNull().default(false),
    declarationAccepted: boolean('declaration_accepted').notNull().default(false),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    regionsId: integer('regions_id')
      .notNull()
      .references(() => regionsTable.id),
    survey: jsonb('survey').$type<SurveyResponse>(),
    isDecor: boolean('is_decor').notNull().default(false),
    active: smallint('active').notNull().default(1),
    /** Seen-flags for company steps at login: { registrationNumberSeen, companyTypeSeen } */
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    hasEdenredCard: smallint('has_edenred_card').notNull().default(0),
    pendingEdenredCard: boolean('pending_edenred_card').notNull().default(false),
    edenredCard: text('edenred_card'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction's id, set by a trigger: the integration change feed's order (decision 0085). */
    syncXid: bigint('sync_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (t) => [
    index('companies_region').on(t.regionsId),
    index('companies_sync').on(t.syncXid, t.id),
    index('companies_updated').on(t.updatedAt),
    // Registration numbers are unique within a region (spec access §5).
    uniqueIndex('companies_regnum_region').on(t.regionsId, t.registrationNumber),
    uniqueIndex('companies_regnum2_region').on(t.regionsId, t.registrationNumber2),
  ],
);

export const usersTable = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** Lower-cased. Unique across the club. */
    email: text('email'),
    /** E.164. Unique per region (phones are stored with their calling code, so globally unique too). */
    phone: text('phone'),
    role: smallint('role').notNull(),
    emailConsent: boolean('email_consent').notNull().default(false),
    phoneConsent: boolean('phone_consent').notNull().default(false),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    languagesId: integer('languages_id')
      .notNull()
      .references(() => languagesTable.id),
    isDecorInstaller: boolean('is_decor_installer').notNull().default(false),
    active: smallint('active').notNull().default(1),
    verifiedEmailAt: timestamp('verified_email_at', { withTimezone: true }),
    /** A new, lower-cased email waiting for its code; it replaces `email` once verified (verification module). */
    pendingEmail: text('pending_email'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    avatar: text('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email').on(t.email),
    uniqueIndex('users_phone').on(t.phone),
    index('users_company').on(t.companiesId),
    check('users_role', sql`${t.role} in (3, 4, 7, 8)`),
    check('users_contact', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

export type CompanyRow = typeof companiesTable.$inferSelect;
export type UserRow = typeof usersTable.$inferSelect;
