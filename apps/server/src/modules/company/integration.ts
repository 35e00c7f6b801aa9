// What the integration API reads of companies (DESIGN §9 Integration API; decision 0085): the change feed's pages
// and one company as webhooks carry it. Not company-scoped: the maker's systems see every company (an API key with
// `companies:read`). Re-exported by service.ts.
import { and, asc, eq } from 'drizzle-orm';
import type { IntegrationCompany } from '@club/contract/integration';
import { regionById } from '@club/contract/regions';
import type { Tx } from '../../db/client.ts';
import { feedConditions, feedPage, type FeedRequest } from '../../lib/change-feed.ts';
import { companiesTable, type CompanyRow } from './tables.ts';

function toIntegrationCompany(c: CompanyRow): IntegrationCompany {
  return {
    uuid: c.uuid,
    name: c.name,
    registration_number: c.registrationNumber,
    registration_number_2: c.registrationNumber2,
    company_type: c.companyType,
    region: regionById(c.regionsId)?.code ?? '',
    address: c.address,
    postal_code: c.postalCode,
    city: c.city,
    is_decor: c.isDecor,
    active: c.active,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** One page of companies changed after the cursor (GET /integration/v1/companies). */
export async function companiesFeed(db: Tx, request: FeedRequest) {
  const t = companiesTable;
  const { position: p } = request;
  const rows = await db
    .select()
    .from(t)
    .where(and(...feedConditions(t, p), p.region !== null ? eq(t.regionsId, p.region) : undefined))
    .orderBy(asc(t.syncXid), asc(t.id))
    .limit(request.limit + 1);
  return feedPage(rows, request, toIntegrationCompany);
}

/** One company as the feed shows it (webhook payloads), read in the caller's transaction. */
export async function integrationCompany(db: Tx, companyId: number): Promise<IntegrationCompany> {
  const [row] = await db.select().from(companiesTable).where(eq(companiesTable.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  return toIntegrationCompany(row);
}
