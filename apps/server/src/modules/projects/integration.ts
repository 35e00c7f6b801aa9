// What the integration API reads and writes of projects (DESIGN §9 Integration API, Product units; decisions 0030,
// 0085): the maker's bulk upsert of product units, the projects change feed with each project's scans, and one project
// as webhooks carry it. Not company-scoped: the maker's systems see every project (`projects:read`). Re-exported by
// service.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductGroup } from '@club/contract/constants';
import type { IntegrationProject, ProductUnitsResult } from '@club/contract/integration';
import { regionById } from '@club/contract/regions';
import { execRows, type Tx } from '../../db/client.ts';
import { feedConditions, feedPage, type FeedRequest } from '../../lib/change-feed.ts';
import { productUnitsTable, projectsTable, scansTable } from './tables.ts';

/** A unit as the maker sends it, already validated and normalised (serials canonical and unique in the batch). */
export interface UnitUpsert {
  serialNumber: string;
  productGroup: ProductGroup;
  name: string;
  type: string;
  size: string;
  variant: string;
  producedAt: Date;
}

/**
 * Inserts new serials and updates known ones whose fields differ, in one statement: each column goes as one array
 * parameter (`unnest`), so 10,000 units are seven parameters and one round trip (not 70,000 parameters, which
 * PostgreSQL's limit of 65,535 would refuse). A unit sent again unchanged is not written at all (idempotent replays).
 */
export async function upsertProductUnits(db: Tx, units: UnitUpsert[]): Promise<ProductUnitsResult> {
  if (units.length === 0) return { received: 0, inserted: 0, updated: 0, unchanged: 0 };
  // One parameter holding the whole column (a plain array in the sql template would become one parameter per value).
  const column = (pick: (u: UnitUpsert) => string) => sql.param(units.map(pick));
  const rows = await execRows<{ inserted: boolean }>(
    db,
    sql`insert into product_units (serial_number, product_group, name, type, size, variant, produced_at)
      select * from unnest(
        ${column((u) => u.serialNumber)}::text[], ${column((u) => u.productGroup)}::text[], ${column((u) => u.name)}::text[],
        ${column((u) => u.type)}::text[], ${column((u) => u.size)}::text[], ${column((u) => u.variant)}::text[],
        ${column((u) => u.producedAt.toISOString())}::timestamptz[])
      on conflict (serial_number) do update set
        product_group = excluded.product_group, name = excluded.name, type = excluded.type, size = excluded.size,
        variant = excluded.variant, produced_at = excluded.produced_at
      where (product_units.product_group, product_units.name, product_units.type, product_units.size, product_units.variant,
             product_units.produced_at)
        is distinct from (excluded.product_group, excluded.name, excluded.type, excluded.size, excluded.variant, excluded.produced_at)
      returning (xmax = 0) as inserted`,
  );
  const inserted = rows.filter((r) => r.inserted).length;
  const updated = rows.length - inserted;
  return { received: units.length, inserted, updated, unchanged: units.length - rows.length };
}

const columns = {
  id: projectsTable.id,
  syncXid: projectsTable.syncXid,
  uuid: projectsTable.uuid,
  companyUuid: sql<string>`(select c.uuid from companies c where c.id = ${projectsTable.companiesId})`,
  regionsId: sql<number>`(select c.regions_id from companies c where c.id = ${projectsTable.companiesId})`,
  name: projectsTable.name,
  streetName: projectsTable.streetName,
  city: projectsTable.city,
  postalCode: projectsTable.postalCode,
  status: projectsTable.status,
  creditedPoints: projectsTable.creditedPoints,
  surveyedAt: projectsTable.surveyedAt,
  closedAt: projectsTable.closedAt,
  createdAt: projectsTable.createdAt,
  updatedAt: projectsTable.updatedAt,
};
const selectRows = (db: Tx) => db.select(columns).from(projectsTable);
type Row = Awaited<ReturnType<typeof selectRows>>[number];
type ScanItem = IntegrationProject['scans'][number];

async function scansOfProjects(db: Tx, ids: number[]): Promise<Map<number, ScanItem[]>> {
  const byProject = new Map<number, ScanItem[]>();
  if (ids.length === 0) return byProject;
  const rows = await db
    .select({
      projectsId: scansTable.projectsId,
      uuid: scansTable.uuid,
      serialNumber: scansTable.serialNumber,
      productGroup: productUnitsTable.productGroup,
      type: productUnitsTable.type,
      size: productUnitsTable.size,
      variant: productUnitsTable.variant,
      flag: scansTable.flag,
      reason: scansTable.reason,
      createdAt: scansTable.createdAt,
    })
    .from(scansTable)
    .leftJoin(productUnitsTable, eq(productUnitsTable.id, scansTable.productUnitsId))
    .where(inArray(scansTable.projectsId, ids))
    .orderBy(asc(scansTable.id));
  for (const s of rows) {
    const item: ScanItem = {
      uuid: s.uuid,
      serial_number: s.serialNumber,
      product_group: s.productGroup,
      type: s.type,
      size: s.size,
      variant: s.variant,
      flag: s.flag,
      reason: s.reason ?? null,
      created_at: s.createdAt.toISOString(),
    };
    byProject.set(s.projectsId, [...(byProject.get(s.projectsId) ?? []), item]);
  }
  return byProject;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toItem =
  (scans: Map<number, ScanItem[]>) =>
  (p: Row): IntegrationProject => ({
    uuid: p.uuid,
    company_uuid: p.companyUuid,
    region: regionById(Number(p.regionsId))?.code ?? '',
    name: p.name,
    street_name: p.streetName,
    city: p.city,
    postal_code: p.postalCode,
    status: p.status,
    credited_points: p.creditedPoints,
    surveyed_at: iso(p.surveyedAt),
    closed_at: iso(p.closedAt),
    created_at: new Date(p.createdAt).toISOString(),
    updated_at: new Date(p.updatedAt).toISOString(),
    scans: scans.get(p.id) ?? [],
  });

/** One page of projects (with their scans) changed after the cursor (GET /integration/v1/projects). */
export async function projectsFeed(db: Tx, request: FeedRequest) {
  const t = projectsTable;
  const { position: p } = request;
  const rows = await selectRows(db)
    .where(
      and(
        ...feedConditions(t, p),
        p.region !== null ? sql`${t.companiesId} in (select c.id from companies c where c.regions_id = ${p.region})` : undefined,
      ),
    )
    .orderBy(asc(t.syncXid), asc(t.id))
    .limit(request.limit + 1);
  const scans = await scansOfProjects(
    db,
    rows.slice(0, request.limit).map((r) => r.id),
  );
  return feedPage(rows, request, toItem(scans));
}

/** One project as the feed shows it (webhook payloads), read in the caller's transaction. */
export async function integrationProject(db: Tx, projectId: number): Promise<IntegrationProject> {
  const [row] = await selectRows(db).where(and(eq(projectsTable.id, projectId)));
  if (!row) throw new Error(`project ${projectId} not found`);
  return toItem(await scansOfProjects(db, [projectId]))(row);
}
