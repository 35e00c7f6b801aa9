// Pictures staff upload for everyone to see (shop product images, content pictures; issue 16 Catalogue and content).
// The same rules as members' uploads (DESIGN §9 Files): the size counted while streaming, the type decided by the
// bytes (JPEG or PNG only), the pixel budget checked from the header before decoding, every copy re-encoded by sharp
// without metadata. Each size is kept in the STORAGE adapter under the reserved owner `0` (no company has id 0) and
// served publicly at /media/catalogue/<uuid>.<ext> (an <img> sends no bearer token; the names are random and nothing
// private is ever stored there).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { z } from 'zod';
import type { Ctx, ModuleOptions } from '../../deps.ts';
import { BadRequestError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.ts';

/** A product or content picture may be at most this large as uploaded. */
export const publicImageMaxBytes = 10_000_000;
const owner = '0';
/** The same pixel budget as members' uploads (service.ts `maxImagePixels`: a 5000 × 5000 picture). */
const maxImagePixels = 25_000_000;
const prefix = '/media/catalogue/';

export interface PublicImageCopy {
  path: string;
  width: number;
  height: number;
}

function byteLimit(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) done(new PayloadTooLargeError('The file is too large (at most 10 MB).'));
      else done(null, chunk);
    },
  });
}

/**
 * Stores one uploaded JPEG or PNG as copies of the given widths (never enlarged), each re-encoded in the upload's own
 * format. 413 too large (bytes or pixels), 415 not a JPEG or PNG by its bytes or unreadable.
 */
export async function storePublicImage(ctx: Ctx, stream: Readable, widths: readonly number[]): Promise<PublicImageCopy[]> {
  const tmpDir = join(ctx.config.dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const tmp = join(tmpDir, `image-${randomUUID()}`);
  const counted = { bytes: 0 };
  try {
    try {
      await pipeline(stream, byteLimit(publicImageMaxBytes, counted), createWriteStream(tmp, { mode: 0o600 }));
    } catch (error) {
      if (error instanceof PayloadTooLargeError) throw error;
      if ((error as { statusCode?: number }).statusCode === 413) throw new PayloadTooLargeError('The file is too large (at most 10 MB).');
      throw new BadRequestError('The upload was interrupted.');
    }
    if ((stream as Readable & { truncated?: boolean }).truncated) throw new PayloadTooLargeError('The file is too large (at most 10 MB).');
    if (counted.bytes === 0)
      throw new BadRequestError('The file is empty.', ['file: validation.required'], { file: ['validation.required'] });
    const type = await fileTypeFromFile(tmp);
    if (!type || (type.ext !== 'jpg' && type.ext !== 'png'))
      throw new UnsupportedMediaTypeError('Only JPEG and PNG pictures are accepted.');
    let meta: Metadata;
    try {
      meta = await sharp(tmp, { limitInputPixels: false, pages: 1 }).metadata();
    } catch {
      throw new UnsupportedMediaTypeError('The file could not be read.');
    }
    if (!meta.width || !meta.height || meta.width * meta.height > maxImagePixels)
      throw new PayloadTooLargeError('The image has too many pixels.');
    const copies: PublicImageCopy[] = [];
    for (const width of widths) {
      let out: { data: Buffer; info: OutputInfo };
      try {
        let image = sharp(tmp, { limitInputPixels: maxImagePixels, failOn: 'error', pages: 1 })
          .rotate()
          .resize({ width, withoutEnlargement: true });
        image = type.ext === 'jpg' ? image.jpeg({ quality: 85, mozjpeg: true }) : image.png({ compressionLevel: 9 });
        out = await image.toBuffer({ resolveWithObject: true });
      } catch {
        throw new UnsupportedMediaTypeError('The file could not be read.');
      }
      const uuid = randomUUID();
      await ctx.adapters.storage.put(`${owner}/${uuid}.${type.ext}`, { buffer: out.data }, type.mime);
      copies.push({ path: `${prefix}${uuid}.${type.ext}`, width: out.info.width, height: out.info.height });
    }
    return copies;
  } finally {
    await rm(tmp, { force: true });
  }
}

/** Removes the stored copy behind a /media/catalogue/ path (other paths, e.g. the demo's pictures, are left alone). */
export async function deletePublicImage(ctx: Ctx, path: string): Promise<void> {
  const match = namePattern.exec(path.startsWith(prefix) ? path.slice(prefix.length) : '');
  if (match) await ctx.adapters.storage.delete(`${owner}/${path.slice(prefix.length)}`);
}

/** Reads the one file (field `file`) of a multipart request and stores it as `storePublicImage` does. */
export async function receivePublicImage(ctx: Ctx, request: FastifyRequest, widths: readonly number[]): Promise<PublicImageCopy[]> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeError('Send the picture as multipart/form-data in the field "file".');
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > publicImageMaxBytes + 64 * 1024) throw new PayloadTooLargeError('The file is too large (at most 10 MB).');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({
      limits: { fileSize: publicImageMaxBytes + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
      throwFileSizeLimit: true,
    });
  } catch {
    throw new BadRequestError('The upload could not be read.');
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new BadRequestError('The field "file" is required.', ['file: validation.required'], { file: ['validation.required'] });
  }
  return storePublicImage(ctx, part.file, widths);
}

const namePattern = /^([0-9a-f-]{36})\.(jpg|png)$/;

/** GET /media/catalogue/<uuid>.<jpg|png>: public, cached for a year (a name is never reused), nosniff. */
export const publicImageRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/media/catalogue/:name',
    {
      // Undocumented like /media/content/ (static pictures, public by design, not part of the API).
      schema: {
        hide: true,
        tags: ['files'],
        summary: 'A product or content picture uploaded by staff',
        params: z.object({ name: z.string().max(60) }),
        response: { 200: z.unknown().describe('The picture’s bytes') },
      },
    },
    async (request, reply) => {
      const match = namePattern.exec(request.params.name);
      if (!match) throw new NotFoundError();
      const object = await deps.adapters.storage.get(`${owner}/${request.params.name}`);
      if (!object) throw new NotFoundError();
      reply.headers({
        'content-type': match[2] === 'png' ? 'image/png' : 'image/jpeg',
        'content-length': String(object.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      return reply.send(object.stream);
    },
  );
};
