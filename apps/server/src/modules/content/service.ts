// The content module's public surface: the reads of GET /v1/content and /v1/content/{uuid} (`(ctx, scope, input)`;
// the caller's region and language come with the input, from the authenticated caller's rows) and the insert the demo
// seed (and later the staff console) uses.
import { defaultContentLimit, type Content, type ContentList, type ContentQuery } from '@club/contract/content';
import { pageMeta } from '@club/contract/common';
import { targetRoleFor } from '@club/contract/constants';
import { languages, regions } from '@club/contract/regions';
import type { Ctx } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import * as q from './queries.ts';

export type { NewContent, NewContentImage } from './queries.ts';
export { countContent } from './queries.ts';

/** The caller's region and interface language (ids). */
export interface ReaderInput {
  regionId: number;
  languageId: number;
}

/** The region's own language id (Moldova reads Romanian, Montenegro Serbian). */
export function regionLanguageId(regionId: number): number {
  const code = regions.find((r) => r.id === regionId)?.language;
  return languages.find((l) => l.code === code)?.id ?? 1;
}

/** The caller's language when the region has content in it, else the region's own language. */
async function readingLanguage(db: Tx, input: ReaderInput): Promise<number> {
  if (await q.hasContentIn(db, input.regionId, input.languageId)) return input.languageId;
  return regionLanguageId(input.regionId);
}

/** GET /v1/content: a page of what the caller may see now, of the asked types. */
export async function listContent(ctx: Ctx, scope: Scope, input: ReaderInput & { query: ContentQuery }): Promise<ContentList> {
  const { query } = input;
  const limit = query.limit ?? defaultContentLimit(query.content_types);
  const languageId = await readingLanguage(ctx.db, input);
  const { data, total } = await q.listContent(
    ctx.db,
    { regionId: input.regionId, languageId, targetRole: targetRoleFor(scope.role), now: ctx.now() },
    { types: query.content_types ?? [], options: query.options ?? [], page: query.page, limit },
  );
  return { data, meta: pageMeta(query.page, limit, total) };
}

/** GET /v1/content/{uuid}: 404 for another region's or club's item, an inactive one or one outside its window. */
export async function getContent(ctx: Ctx, scope: Scope, input: ReaderInput & { uuid: string }): Promise<Content> {
  const item = await q.findContent(ctx.db, { regionId: input.regionId, targetRole: targetRoleFor(scope.role), now: ctx.now() }, input.uuid);
  if (!item) throw new NotFoundError();
  return item;
}

/** Adds an item with its pictures (demo seed, tests; the staff console later). */
export async function createContent(db: Tx, input: q.NewContent) {
  return q.insertContent(db, input);
}

// The staff console's reads and writes (staff.ts).
export {
  appendContentImage,
  contentRow,
  removeContentImage,
  staffContentItem,
  staffContentList,
  updateContentRow,
  type ContentRow,
} from './staff.ts';
