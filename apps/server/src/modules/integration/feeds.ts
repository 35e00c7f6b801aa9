// What the integration routes serve from other modules (through their service.ts): the product-unit upsert (validated
// here, all or nothing) and the change feeds. Kept apart from service.ts so that the modules which record webhook events
// (and import service.ts) are not imported back by it.
import { normaliseSerial, serialNumberPattern } from '@club/contract/projects';
import { productUnitProblems, type FeedQuery, type ProductUnitsBody, type ProductUnitsResult } from '@club/contract/integration';
import { regionByCode } from '@club/contract/regions';
import { transaction } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { decodeCursor, startPosition, type FeedRequest } from '../../lib/change-feed.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { companiesFeed } from '../company/service.ts';
import { ordersFeed } from '../orders/service.ts';
import { projectsFeed, upsertProductUnits, type UnitUpsert } from '../projects/service.ts';

/**
 * PUT /integration/v1/product-units. The shapes were checked by the route's schema; here the serials: each must be a
 * valid serial once normalised and appear once in the call. Any problem → 400 naming every bad row by index, and
 * nothing is written. Otherwise one statement inserts and updates them all.
 */
export async function putProductUnits(ctx: Pick<Ctx, 'db'>, body: ProductUnitsBody): Promise<ProductUnitsResult> {
  const fields: Record<string, string[]> = {};
  const seen = new Map<string, number>();
  const units: UnitUpsert[] = body.units.map((u, i) => {
    const serial = normaliseSerial(u.serial_number);
    if (!serialNumberPattern.test(serial)) fields[`units.${i}.serial_number`] = [productUnitProblems.serial];
    else if (seen.has(serial)) fields[`units.${i}.serial_number`] = [`${productUnitProblems.duplicate} (units.${seen.get(serial)})`];
    else seen.set(serial, i);
    return {
      serialNumber: serial,
      productGroup: u.product_group,
      name: u.name,
      type: u.type,
      size: u.size,
      variant: u.variant,
      producedAt: new Date(u.produced_at),
    };
  });
  const bad = Object.entries(fields);
  if (bad.length > 0)
    throw new BadRequestError(
      `${bad.length} unit(s) are invalid; nothing was written.`,
      bad.flatMap(([path, problems]) => problems.map((p) => `${path}: ${p}`)),
      fields,
    );
  return transaction(ctx.db, (tx) => upsertProductUnits(tx, units));
}

export type FeedKind = 'companies' | 'projects' | 'orders';

/** GET /integration/v1/{companies,projects,orders}: one page after the cursor (or from `updated_since`). */
export async function readFeed(ctx: Pick<Ctx, 'db'>, kind: FeedKind, query: FeedQuery) {
  const region = query.region ? (regionByCode(query.region)?.id ?? null) : null;
  const position = query.cursor ? decodeCursor(query.cursor) : startPosition(query.updated_since, region);
  const request: FeedRequest = { position, limit: query.limit };
  if (kind === 'companies') return companiesFeed(ctx.db, request);
  if (kind === 'projects') return projectsFeed(ctx.db, request);
  return ordersFeed(ctx.db, request);
}
