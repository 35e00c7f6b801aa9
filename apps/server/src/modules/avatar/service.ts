// The avatar module's public surface: the caller's own picture (spec working areas §4 Other, §5 Avatar, §7, §9).
// Uploads go through the files module (type by the bytes: PNG or JPEG only; at most 5 MB; re-encoded without metadata
// and scaled to 512 px); the user row keeps the `/files/…` path. A replaced or removed picture's file is deleted.
import type { FastifyRequest } from 'fastify';
import type { SelfUser } from '@club/contract/company';
import type { Ctx } from '../../deps.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { ownUser, setOwnAvatar, toSelfUser } from '../company/service.ts';
import { deleteFile, receiveUpload } from '../files/service.ts';

async function self(ctx: Ctx, scope: Scope, uuid: string) {
  const found = await ownUser(ctx.db, scope, { uuid });
  if (!found) throw new NotFoundError();
  return found;
}

/** POST /v1/company/user/{uuid}/avatar (multipart field `file`): the own user only; answers the fresh own user. */
export async function uploadAvatar(ctx: Ctx, scope: Scope, input: { uuid: string; request: FastifyRequest }): Promise<SelfUser> {
  await self(ctx, scope, input.uuid);
  const file = await receiveUpload(ctx, scope, input.request, { kind: 'avatar' });
  const previous = await setOwnAvatar(ctx.db, scope, file.path, ctx.now());
  if (previous && previous !== file.path) await deleteFile(ctx, scope, previous);
  return toSelfUser(await self(ctx, scope, input.uuid));
}

/** DELETE /v1/company/user/{uuid}/avatar: removes the own picture (and its file). */
export async function removeAvatar(ctx: Ctx, scope: Scope, input: { uuid: string }): Promise<SelfUser> {
  await self(ctx, scope, input.uuid);
  const previous = await setOwnAvatar(ctx.db, scope, null, ctx.now());
  if (previous) await deleteFile(ctx, scope, previous);
  return toSelfUser(await self(ctx, scope, input.uuid));
}
