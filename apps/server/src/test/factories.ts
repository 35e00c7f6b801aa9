// The server's test-data factories (one module for every test): a company, a user in it, and a signed-in session
// issued by the real session code (a refresh chain in the database, so ending the session ends the token too).
import { randomBytes } from 'node:crypto';
import { roles } from '@club/contract/constants';
import type { Tx } from '../db/client.ts';
import { companiesTable, usersTable } from '../db/schema.ts';
import { issueSession } from '../modules/auth/service.ts';
import type { CompanyRow, UserRow } from '../modules/company/service.ts';
import type { TestApp } from './app.ts';
import { createProduct, type NewProduct, type ProductRow, type VariantRow } from '../modules/shop/service.ts';
import { credit } from '../modules/points/service.ts';

export type { CompanyRow, UserRow };
export type CompanyInput = Partial<typeof companiesTable.$inferInsert>;
export type UserInput = Partial<Omit<typeof usersTable.$inferInsert, 'companiesId'>>;

let seq = 0;
const unique = () => `${++seq}${randomBytes(3).toString('hex')}`;

/** A Polish company with a unique registration number and every login step already done. */
export async function createCompany(db: Tx, input: CompanyInput = {}): Promise<CompanyRow> {
  const [row] = await db
    .insert(companiesTable)
    .values({
      name: `Company ${unique()}`,
      registrationNumber: `RN${unique()}`,
      companyType: 1,
      disclaimerAccepted: true,
      address: 'ul. Prosta 1',
      postalCode: '00-001',
      city: 'Warszawa',
      regionsId: 1,
      survey: [{ question_id: 1, value: 10 }],
      options: { registrationNumberSeen: true, companyTypeSeen: true },
      ...input,
    })
    .returning();
  if (!row) throw new Error('company not inserted');
  return row;
}

/** An owner (role 3) of `company` with a unique email and no phone, who has passed the consent and terms steps. */
export async function createUser(db: Tx, company: { id: number }, input: UserInput = {}): Promise<UserRow> {
  const [row] = await db
    .insert(usersTable)
    .values({
      name: 'Jan',
      surname: 'Tester',
      email: `user${unique()}@example.com`,
      role: roles.owner,
      languagesId: 1,
      options: { consentSeen: true, hasAgreedToTerms: true },
      ...input,
      companiesId: company.id,
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

/** A company with one user (an owner unless `user.role` says otherwise). */
export async function createCompanyWithUser(
  db: Tx,
  input: { company?: CompanyInput; user?: UserInput } = {},
): Promise<{ company: CompanyRow; user: UserRow }> {
  const company = await createCompany(db, input.company);
  const user = await createUser(db, company, input.user);
  return { company, user };
}

export interface Session {
  token: string;
  refresh_token: string;
  /** Ready for `app.inject({ headers })`. */
  headers: { authorization: string };
}

/**
 * A session for `user` as if they had entered a valid code: the same `issueSession` the sign-in calls (no code
 * round trip). Without a test clock, the session starts now.
 */
export async function signIn(
  t: Pick<TestApp, 'db' | 'config'> & { clock?: TestApp['clock'] },
  user: { id: number; companiesId: number },
): Promise<Session> {
  const s = await issueSession(t.db, t.config.appSecret, user, t.clock?.now ?? new Date());
  return { token: s.token, refresh_token: s.refresh_token, headers: { authorization: `Bearer ${s.token}` } };
}

/** An owner of a new company, signed in. */
export async function signedInOwner(
  t: Pick<TestApp, 'db' | 'config'> & { clock?: TestApp['clock'] },
  input: { company?: CompanyInput; user?: UserInput } = {},
): Promise<{ company: CompanyRow; user: UserRow; session: Session; headers: Session['headers'] }> {
  const { company, user } = await createCompanyWithUser(t.db, input);
  const session = await signIn(t, user);
  return { company, user, session, headers: session.headers };
}

let skuSeq = 0;
/** A shop product of a region (COMPACT goods unless told), one variant unless `variants` says more. */
export async function createShopProduct(
  db: Tx,
  input: Partial<Omit<NewProduct, 'variants'>> & { variants?: Partial<NewProduct['variants'][number]>[] } = {},
): Promise<{ product: ProductRow; variants: VariantRow[] }> {
  const n = ++skuSeq;
  return createProduct(db, {
    regionsId: 1,
    type: 'product',
    vendor: 'COMPACT',
    name: `Product ${n}`,
    description: 'A test product.',
    sku: `SKU-${n}-${randomBytes(3).toString('hex')}`,
    categories: [],
    images: [],
    ...input,
    variants: (input.variants ?? [{}]).map((v, i) => ({
      guid: `G-${n}-${i}`,
      sku: `SKU-${n}-${i}`,
      title: `Variant ${i + 1}`,
      price: 100,
      stock: 10,
      ...v,
    })),
  });
}

/** Credits `amount` points to the company through the ledger (as a project would). */
export async function givePoints(db: Tx, companyId: number, amount: number, now = new Date()): Promise<void> {
  await credit(db, { companyId, amount, kind: 'adjustment', idempotencyKey: `test:${randomBytes(6).toString('hex')}`, now });
}

/** A valid delivery address for placing orders over HTTP (checkout's customer). */
export const customer = {
  phone_region: 1,
  phone_number: '+48 512 345 678',
  name: 'Jan',
  surname: 'Kowalski',
  company_name: 'Dachy',
  street: 'Prosta',
  house_number: '1',
  city: 'Warszawa',
  postal_code: '00-001',
  country: 'PL',
  region: 1,
};
