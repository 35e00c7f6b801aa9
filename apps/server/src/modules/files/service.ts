// Uploaded files (DESIGN §9 Files; spec working-areas §5, §7 `POST /v1/shop/order/files`, §8 logo file errors).
// The module's public surface: other modules store uploads with `storeUpload` (logos, avatars) or `storeGenerated`
// (a PDF proof), check a reference with `findOwnFile`, read the bytes with `readStoredFile` and serve them with
// `openFile`. Nothing is trusted from the client: the size is counted while streaming (never buffered whole), the
// type is decided by the bytes, raster images are decoded within a pixel budget and re-encoded without metadata, and
// a zip is inspected for bombs before it is kept.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import yauzl from 'yauzl';
import { avatarMaxBytes, logoMaxBytes, type FileReference } from '@club/contract/files';
import type { Ctx } from '../../deps.ts';
import { BadRequestError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { deleteFileRow, findFile, insertFile, type Viewer } from './queries.ts';
import type { FileRow } from './tables.ts';

export type { Viewer } from './queries.ts';
// Staff pictures for everyone (product and content images): public-images.ts.
export { deletePublicImage, receivePublicImage, type PublicImageCopy } from './public-images.ts';
export type UploadKind = 'logo' | 'avatar';

type Handling = 'raster' | 'zip' | 'keep';
interface Accepted {
  ext: string;
  contentType: string;
  handling: Handling;
}

const raster = {
  jpg: { ext: 'jpg', contentType: 'image/jpeg', handling: 'raster' },
  png: { ext: 'png', contentType: 'image/png', handling: 'raster' },
  tif: { ext: 'tif', contentType: 'image/tiff', handling: 'raster' },
} satisfies Record<string, Accepted>;

/** Detected extension (file-type's, plus `svg`) → how it is kept. Anything else is 415. */
const acceptedByKind: Record<UploadKind, Record<string, Accepted>> = {
  logo: {
    ...raster,
    svg: { ext: 'svg', contentType: 'image/svg+xml', handling: 'keep' },
    psd: { ext: 'psd', contentType: 'image/vnd.adobe.photoshop', handling: 'keep' },
    pdf: { ext: 'pdf', contentType: 'application/pdf', handling: 'keep' },
    ps: { ext: 'ps', contentType: 'application/postscript', handling: 'keep' },
    eps: { ext: 'eps', contentType: 'application/eps', handling: 'keep' },
    zip: { ext: 'zip', contentType: 'application/zip', handling: 'zip' },
  },
  avatar: { jpg: raster.jpg, png: raster.png },
};

export const uploadLimits: Record<UploadKind, { maxBytes: number }> = {
  logo: { maxBytes: logoMaxBytes },
  avatar: { maxBytes: avatarMaxBytes },
};

/** A decoded image may hold at most this many pixels (a 5000 × 5000 print logo); more is a decompression bomb. */
export const maxImagePixels = 25_000_000;
/** Avatars are shown at 90–105 px; they are kept at most this wide or high. */
const avatarEdge = 512;
/** A zip may unpack to at most this much, in at most this many entries, each compressed at most this well. */
export const zipLimits = { maxUncompressed: 100_000_000, maxEntries: 1000, maxRatio: 200 };

const messages = {
  tooLarge: (max: number) => `The file is too large (at most ${(max / 1_000_000).toLocaleString('en')} MB).`,
  wrongType: 'This type of file is not accepted.',
  imageTooLarge: `The image has too many pixels (at most ${maxImagePixels.toLocaleString('en')}).`,
  zipTooLarge: 'The archive unpacks to too much data.',
  unreadable: 'The file could not be read.',
};

/** A file name safe to show and to offer in Content-Disposition: no folders, no control characters, ≤ 255. */
export function cleanName(name: string | undefined): string {
  const base = basename((name ?? '').replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  return (cleaned || 'file').slice(-255);
}

/** Counts bytes as they pass and fails the pipeline at the first byte over the limit (nothing is kept in memory). */
function byteLimit(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) done(new PayloadTooLargeError(messages.tooLarge(maxBytes)));
      else done(null, chunk);
    },
  });
}

const svgStart = /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>/]/i;

async function sniffSvg(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return svgStart.test(
      buffer
        .subarray(0, bytesRead)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  } finally {
    await handle.close();
  }
}

/** The type by the bytes (file-type's magic numbers; SVG by its opening tag), or null. */
async function detect(file: string): Promise<string | null> {
  const found = await fileTypeFromFile(file);
  if (found && found.ext !== 'xml') return found.ext;
  return (await sniffSvg(file)) ? 'svg' : null;
}

/** Decodes the image within the pixel budget and re-encodes it in its own format; sharp keeps no metadata. */
async function reencode(file: string, accepted: Accepted, kind: UploadKind): Promise<Buffer> {
  const input = () => sharp(file, { limitInputPixels: maxImagePixels, failOn: 'error', pages: 1 });
  let meta: Metadata;
  try {
    // Only the header is read here (no pixel limit needed): the size is checked below before any decoding.
    meta = await sharp(file, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw new UnsupportedMediaTypeError(messages.unreadable);
  }
  // The header says how large the decoded image would be: refuse before decoding a single pixel.
  if (!meta.width || !meta.height || meta.width * meta.height > maxImagePixels) throw new PayloadTooLargeError(messages.imageTooLarge);
  try {
    let image = input().rotate();
    if (kind === 'avatar') image = image.resize(avatarEdge, avatarEdge, { fit: 'inside', withoutEnlargement: true });
    if (accepted.ext === 'jpg') image = image.jpeg({ quality: 90, mozjpeg: true });
    else if (accepted.ext === 'png') image = image.png({ compressionLevel: 9 });
    else image = image.tiff({ compression: 'lzw' });
    return await image.toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new PayloadTooLargeError(messages.imageTooLarge);
    throw new UnsupportedMediaTypeError(messages.unreadable);
  }
}

/**
 * Reads the zip's central directory (no data is inflated for that) and refuses archives that would unpack to more
 * than `zipLimits` allow; then inflates every entry once through a counter, since a header can lie about sizes —
 * yauzl stops an entry that inflates past its declared size, so the work is bounded by the declared total.
 */
async function checkZip(file: string): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((ok, fail) =>
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (err, z) => (err || !z ? fail(err) : ok(z))),
  ).catch(() => {
    throw new UnsupportedMediaTypeError(messages.unreadable);
  });
  try {
    if (zip.entryCount > zipLimits.maxEntries) throw new PayloadTooLargeError(messages.zipTooLarge);
    let total = 0;
    await new Promise<void>((ok, fail) => {
      zip.on('error', () => fail(new UnsupportedMediaTypeError(messages.unreadable)));
      zip.on('end', ok);
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (total > zipLimits.maxUncompressed || (entry.uncompressedSize > 1_000_000 && ratio > zipLimits.maxRatio)) {
          fail(new PayloadTooLargeError(messages.zipTooLarge));
          return;
        }
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) {
            fail(new UnsupportedMediaTypeError(messages.unreadable));
            return;
          }
          stream.on('error', () => fail(new PayloadTooLargeError(messages.zipTooLarge)));
          stream.on('end', () => zip.readEntry());
          stream.resume();
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

const pathOf = (row: Pick<FileRow, 'uuid' | 'ext'>) => `/files/${row.uuid}.${row.ext}`;
export const referenceOf = (row: FileRow): FileReference => ({ path: pathOf(row), originalName: row.originalName });

export interface StoredFile extends FileReference {
  uuid: string;
  contentType: string;
  size: number;
}
const stored = (row: FileRow): StoredFile => ({ ...referenceOf(row), uuid: row.uuid, contentType: row.contentType, size: row.size });

/**
 * Stores an upload for the caller's company: streams it to a temporary file (413 at the first byte over the kind's
 * limit), decides the type by the bytes (415 when the kind does not accept it), re-encodes raster images (413 for a
 * decompression bomb), inspects a zip (413 for a zip bomb), then keeps it in the storage adapter.
 */
export async function storeUpload(
  ctx: Ctx,
  scope: Scope,
  stream: Readable,
  options: { kind: UploadKind; originalName?: string },
): Promise<StoredFile> {
  const { maxBytes } = uploadLimits[options.kind];
  const tmpDir = join(ctx.config.dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const tmp = join(tmpDir, `upload-${randomUUID()}`);
  const counted = { bytes: 0 };
  try {
    try {
      await pipeline(stream, byteLimit(maxBytes, counted), createWriteStream(tmp, { mode: 0o600 }));
    } catch (error) {
      if (error instanceof PayloadTooLargeError) throw error;
      // @fastify/multipart's own limit (busboy stops at fileSize) surfaces as its error with status 413.
      if ((error as { statusCode?: number }).statusCode === 413) throw new PayloadTooLargeError(messages.tooLarge(maxBytes));
      throw new BadRequestError('The upload was interrupted.');
    }
    if ((stream as Readable & { truncated?: boolean }).truncated) throw new PayloadTooLargeError(messages.tooLarge(maxBytes));
    if (counted.bytes === 0) throw new BadRequestError('The file is empty.');

    const detected = await detect(tmp);
    const accepted = detected ? acceptedByKind[options.kind][detected] : undefined;
    if (!accepted) throw new UnsupportedMediaTypeError(messages.wrongType);

    const originalName = cleanName(options.originalName);
    let body: { buffer: Buffer } | { file: string } = { file: tmp };
    let size = counted.bytes;
    let { ext, contentType } = accepted;
    if (accepted.handling === 'raster') {
      const buffer = await reencode(tmp, accepted, options.kind);
      body = { buffer };
      size = buffer.length;
    } else if (accepted.handling === 'zip') {
      await checkZip(tmp);
    } else if ((ext === 'pdf' || ext === 'ps') && /\.ai$/i.test(originalName)) {
      // An Illustrator file is a PDF or PostScript container: the bytes decide that it is one, the name that it is .ai.
      ext = 'ai';
      contentType = 'application/postscript';
    }

    const uuid = randomUUID();
    const storageKey = `${scope.companyId}/${uuid}.${ext}`;
    await ctx.adapters.storage.put(storageKey, body, contentType);
    const row = await insertFile(ctx.db, {
      uuid,
      companiesId: scope.companyId,
      usersId: scope.userId,
      kind: options.kind,
      ext,
      contentType,
      size,
      originalName,
      storageKey,
    });
    return stored(row);
  } finally {
    await rm(tmp, { force: true });
  }
}

/** Stores bytes the server made itself (a PDF proof) for the caller's company. */
export async function storeGenerated(
  ctx: Ctx,
  scope: Scope,
  input: { kind: 'proof'; buffer: Buffer; ext: 'pdf'; contentType: 'application/pdf'; originalName: string },
): Promise<StoredFile> {
  const uuid = randomUUID();
  const storageKey = `${scope.companyId}/${uuid}.${input.ext}`;
  await ctx.adapters.storage.put(storageKey, { buffer: input.buffer }, input.contentType);
  const row = await insertFile(ctx.db, {
    uuid,
    companiesId: scope.companyId,
    usersId: scope.userId,
    kind: input.kind,
    ext: input.ext,
    contentType: input.contentType,
    size: input.buffer.length,
    originalName: cleanName(input.originalName),
    storageKey,
  });
  return stored(row);
}

const pathPattern = /^\/files\/([0-9a-f-]{36})\.([a-z0-9]{1,5})$/;
const namePattern = /^([0-9a-f-]{36})\.([a-z0-9]{1,5})$/;

/** The viewer's file at `/files/<uuid>.<ext>` (or the bare name), or null: another company's file is not found. */
async function lookup(ctx: Ctx, viewer: Viewer, nameOrPath: string): Promise<FileRow | null> {
  const match = pathPattern.exec(nameOrPath) ?? namePattern.exec(nameOrPath);
  if (!match?.[1]) return null;
  const row = await findFile(ctx.db, viewer, match[1]);
  return row && row.ext === match[2] ? row : null;
}

/** The caller's own file for a reference an order or profile carries; 400 naming `field` when it is not theirs. */
export async function findOwnFile(ctx: Ctx, scope: Scope, path: string, kinds: FileRow['kind'][] = ['logo']): Promise<StoredFile | null> {
  const row = await lookup(ctx, { companyId: scope.companyId }, path);
  return row && kinds.includes(row.kind) ? stored(row) : null;
}

/** The whole stored file in memory (for the PDF proof, which places the logo): only files of the caller's company. */
export async function readStoredFile(ctx: Ctx, scope: Scope, path: string): Promise<{ file: StoredFile; bytes: Buffer } | null> {
  const row = await lookup(ctx, { companyId: scope.companyId }, path);
  if (!row) return null;
  const object = await ctx.adapters.storage.get(row.storageKey);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return { file: stored(row), bytes: Buffer.concat(chunks) };
}

/** Raster images may show inline (an avatar, a logo preview); everything else is only ever downloaded. */
const inlineTypes = new Set(['image/png', 'image/jpeg']);

/** ASCII fallback plus RFC 5987 UTF-8 name, so any original name survives without breaking the header. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
  headers: Record<string, string>;
}

/**
 * A file for `GET /files/<name>`: the viewer's company's (or any, for staff), else 404. The headers keep a browser from
 * running it: nosniff, a sandboxing CSP, and `attachment` for everything but PNG and JPEG (so SVG, PDF... never
 * render as a page of this origin); `download` asks for `attachment` for those too.
 */
export async function openFile(ctx: Ctx, viewer: Viewer, input: { name: string; download?: boolean }): Promise<OpenedFile> {
  const row = await lookup(ctx, viewer, input.name);
  if (!row) throw new NotFoundError();
  const object = await ctx.adapters.storage.get(row.storageKey);
  if (!object) throw new NotFoundError();
  const inline = inlineTypes.has(row.contentType) && !input.download;
  const downloadName = /\.[a-z0-9]{1,5}$/i.test(row.originalName)
    ? row.originalName.replace(/\.[a-z0-9]{1,5}$/i, `.${row.ext}`)
    : `${row.originalName}.${row.ext}`;
  return {
    stream: object.stream,
    size: object.size,
    headers: {
      'content-type': row.contentType,
      'x-content-type-options': 'nosniff',
      'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', downloadName),
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'private, max-age=3600',
    },
  };
}

/** Deletes the caller's company's file (e.g. a replaced avatar); false when it is not theirs. */
export async function deleteFile(ctx: Ctx, scope: Scope, path: string): Promise<boolean> {
  const row = await lookup(ctx, { companyId: scope.companyId }, path);
  if (!row) return false;
  await deleteFileRow(ctx.db, scope.companyId, row.uuid);
  await ctx.adapters.storage.delete(row.storageKey);
  return true;
}

/** Register in a routes plugin that takes uploads (encapsulated: other routes keep answering 415 to multipart). */
export async function multipartUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: logoMaxBytes + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });
  // After a refused upload the rest of the body is not read: the connection closes with the answer, so a client
  // sending gigabytes is cut off instead of being drained.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 413) reply.header('connection', 'close');
  });
}

/**
 * Reads the one file of a multipart request (field `file`) and stores it with `storeUpload`. For any route that takes
 * an upload: register `multipartUploads` in the route's plugin first. 415 when the request is not multipart.
 */
export async function receiveUpload(ctx: Ctx, scope: Scope, request: FastifyRequest, options: { kind: UploadKind }): Promise<StoredFile> {
  const { maxBytes } = uploadLimits[options.kind];
  if (!request.isMultipart()) throw new UnsupportedMediaTypeError('Send the file as multipart/form-data in the field "file".');
  // A declared length far over the limit is refused before a byte of the body is read.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + 64 * 1024) throw new PayloadTooLargeError(messages.tooLarge(maxBytes));
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    // Busboy may pass one byte more than allowed, so that the counter in storeUpload fails at once (at exactly the
    // limit busboy would instead truncate quietly and keep reading the body to its end).
    part = await request.file({
      limits: { fileSize: maxBytes + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
      throwFileSizeLimit: true,
    });
  } catch {
    throw new BadRequestError('The upload could not be read.');
  }
  if (!part) throw new BadRequestError('The field "file" is required.', ['file: validation.required'], { file: ['validation.required'] });
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new BadRequestError('The field "file" is required.', ['file: validation.required'], { file: ['validation.required'] });
  }
  return storeUpload(ctx, scope, part.file, { kind: options.kind, originalName: part.filename });
}
