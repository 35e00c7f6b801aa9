// Uploads through POST /v1/shop/order/files and downloads through GET /files/{name}: the size counted while
// streaming, the type decided by the bytes, images re-encoded without metadata, bombs refused, safe headers, tenancy;
// the same on an S3-compatible store (s3rver, started here).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { build, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import { filesTable } from '../../db/schema.ts';
import { testCtx } from '../../test/ctx.ts';
import { createLocalStorage } from '../../adapters/storage.ts';
import { storeUpload } from './service.ts';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()?.();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'club-files-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** An app whose DATA_DIR (and so local file storage) is a fresh folder. */
async function app(storage?: Partial<TestApp['config']['storage']>): Promise<TestApp & { dataDir: string }> {
  const dataDir = await tempDir();
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: 'test-secret-test-secret-test-secret-00' });
  const t = await build({ config: { dataDir, storage: { ...base.storage, ...storage } } });
  return Object.assign(t, { dataDir });
}

function form(file: { data: Buffer; filename?: string; contentType?: string; field?: string }) {
  const boundary = `----club${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'logo.bin'}"\r\n` +
      `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file.data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(t: TestApp, headers: Record<string, string>, file: Parameters<typeof form>[0]) {
  const body = form(file);
  return t.app.inject({
    method: 'POST',
    url: '/v1/shop/order/files',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#1e6fd9' } })
    .png()
    .toBuffer();
/** A JPEG carrying EXIF with a camera owner and GPS position, as phones write them. */
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Owner', Copyright: 'Secret Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' } })
    .toBuffer();
const pdf = (pad = 0) =>
  Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n',
    ),
    Buffer.alloc(pad, 0x20),
    Buffer.from('%%EOF\n'),
  ]);

/** A PNG whose header claims width × height, with `rows` rows of real (zero) image data: a decompression bomb. */
function bombPng(width: number, height: number, rows: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // grayscale
  const raw = Buffer.alloc(rows * (width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-entry zip of `content` (deflated); `declaredSize` lets the header lie about the unpacked size. */
function zip(name: string, content: Buffer, declaredSize = content.length): Buffer {
  const data = deflateRawSync(content);
  const crc = crc32(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + fileName.length + data.length;
  const centralSize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

async function get(t: TestApp, headers: Record<string, string>, path: string) {
  return t.app.inject({ method: 'GET', url: path, headers });
}

describe('POST /v1/shop/order/files and GET /files/{name}', () => {
  it('stores a PNG logo re-encoded and serves it back to its company with safe headers', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const res = await upload(t, me.headers, { data: await png(), filename: 'Logo firmy ż.png', contentType: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const ref = res.json<{ path: string; originalName: string }>();
    expect(ref.originalName).toBe('Logo firmy ż.png');
    expect(ref.path).toMatch(/^\/files\/[0-9a-f-]{36}\.png$/);

    const file = await get(t, me.headers, ref.path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`inline; filename="Logo firmy _.png"; filename*=UTF-8''Logo%20firmy%20%C5%BC.png`);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);
    // Asked for as a download, even an image is an attachment.
    const download = await get(t, me.headers, `${ref.path}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    // The database row belongs to the uploader's company; the bytes sit under DATA_DIR/files/<company>/.
    const [row] = await t.db.select().from(filesTable).where(eq(filesTable.companiesId, me.company.id));
    expect(row).toMatchObject({ kind: 'logo', ext: 'png', usersId: me.user.id });
    expect(await readdir(join(t.dataDir, 'files', String(me.company.id)))).toEqual([`${row?.uuid}.png`]);
  });

  it('strips EXIF (owner, GPS) from a JPEG', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('Secret Owner'))).toBe(true);
    const res = await upload(t, me.headers, { data: original, filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    const file = await get(t, me.headers, res.json<{ path: string }>().path);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('judges by the bytes: a PNG named .pdf is a PNG, a PDF named .png is a PDF (and only downloads)', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const a = await upload(t, me.headers, { data: await png(), filename: 'logo.pdf', contentType: 'application/pdf' });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json<{ path: string }>().path).toMatch(/\.png$/);
    const b = await upload(t, me.headers, { data: pdf(), filename: 'logo.png', contentType: 'image/png' });
    expect(b.statusCode, b.body).toBe(201);
    const path = b.json<{ path: string }>().path;
    expect(path).toMatch(/\.pdf$/);
    const file = await get(t, me.headers, path);
    expect(file.headers['content-type']).toBe('application/pdf');
    // The download keeps the user's name but with the extension of what it really is.
    expect(file.headers['content-disposition']).toBe(`attachment; filename="logo.pdf"; filename*=UTF-8''logo.pdf`);
    expect(file.rawPayload.equals(pdf())).toBe(true);
  });

  it('refuses what is not a logo type by its bytes (415) — a script named .png, HTML, an empty file (400)', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    for (const [data, filename] of [
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'logo.png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'logo.svg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'logo.gif'],
    ] as const) {
      const res = await upload(t, me.headers, { data: Buffer.from(data), filename });
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: 'This type of file is not accepted.' });
    }
    const empty = await upload(t, me.headers, { data: Buffer.alloc(0), filename: 'logo.png' });
    expect(empty.statusCode).toBe(400);
    expect(await t.db.select().from(filesTable)).toEqual([]);
    // Nothing is left behind in the temporary folder.
    expect(await readdir(join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('keeps an SVG but never serves it inline: attachment, sandboxed, nosniff', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    const res = await upload(t, me.headers, { data: svg, filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect(res.statusCode, res.body).toBe(201);
    const file = await get(t, me.headers, res.json<{ path: string }>().path);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="logo.svg"/);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts exactly 10,000,000 bytes and answers 413 to 10,000,001 without keeping anything', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const exact = pdf(10_000_000 - pdf().length);
    expect(exact.length).toBe(10_000_000);
    const ok = await upload(t, me.headers, { data: exact, filename: 'big.pdf' });
    expect(ok.statusCode, ok.body).toBe(201);
    const over = await upload(t, me.headers, { data: Buffer.concat([exact, Buffer.from(' ')]), filename: 'big.pdf' });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'payload_too_large', message: 'The file is too large (at most 10 MB).' });
    expect(await t.db.select().from(filesTable)).toHaveLength(1);
    expect(await readdir(join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('answers 413 to an oversized streamed upload long before the client has sent it all', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const boundary = 'club-stream';
    const total = 200_000_000;
    let sent = 0;
    // 200 MB, generated as the socket asks for it, chunked (no Content-Length to refuse it by): the server must stop it.
    const body = Readable.from(
      (function* () {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n\r\n%PDF-1.4\n`);
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        while (sent < total) {
          sent += chunk.length;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          method: 'POST',
          path: '/v1/shop/order/files',
          headers: { ...me.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      // The server closes the connection after its answer: the rest of the body fails to send (EPIPE), as it should.
      req.on('error', reject);
      body.pipe(req);
    });
    body.destroy();
    expect(status).toBe(413);
    expect(sent).toBeLessThan(50_000_000);
    expect(await t.db.select().from(filesTable)).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const body = form({ data: await png(), filename: 'a.png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/shop/order/files',
      headers: { ...me.headers, 'content-type': body.contentType, 'content-length': '60000000' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses a decompression-bomb PNG from its header, without decoding it', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    // 100,000 × 100,000 pixels claimed (10 gigapixels); and a real one: 6,000 × 6,000 of zeros in 36 kB.
    const claimed = bombPng(100_000, 100_000, 10);
    const real = bombPng(6000, 6000, 6000);
    expect(real.length).toBeLessThan(100_000);
    const before = process.memoryUsage().rss;
    for (const data of [claimed, real]) {
      const res = await upload(t, me.headers, { data, filename: 'bomb.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'payload_too_large', message: 'The image has too many pixels (at most 25,000,000).' });
    }
    // Decoding the real one would take 36 MB at least (10 GB the claimed one); the process grew by far less.
    expect(process.memoryUsage().rss - before).toBeLessThan(30_000_000);
    expect(await t.db.select().from(filesTable)).toEqual([]);
  });

  it('keeps an ordinary zip and refuses zip bombs, honest or lying about their size', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const ok = await upload(t, me.headers, { data: zip('logo.txt', Buffer.from('vector logo here')), filename: 'logo.zip' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ path: string }>().path).toMatch(/\.zip$/);

    const zeros = Buffer.alloc(150_000_000);
    const honest = zip('zeros.bin', zeros);
    const lying = zip('zeros.bin', zeros, 1000);
    expect(honest.length).toBeLessThan(200_000);
    for (const data of [honest, lying]) {
      const res = await upload(t, me.headers, { data, filename: 'logo.zip' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'payload_too_large', message: 'The archive unpacks to too much data.' });
    }
    expect(await t.db.select().from(filesTable)).toHaveLength(1);
  });

  it("another company's file is 404, as is a wrong extension or an unknown name; no token is 401", async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const them = await signedInOwner(t);
    const res = await upload(t, them.headers, { data: await png(), filename: 'theirs.png' });
    const path = res.json<{ path: string }>().path;
    expect((await get(t, them.headers, path)).statusCode).toBe(200);
    const mine = await get(t, me.headers, path);
    expect(mine.statusCode).toBe(404);
    expect(mine.json()).toMatchObject({ code: 'not_found' });
    expect(mine.body).not.toContain('theirs');
    expect((await get(t, them.headers, path.replace(/\.png$/, '.svg'))).statusCode).toBe(404);
    expect((await get(t, them.headers, '/files/00000000-0000-4000-8000-000000000000.png')).statusCode).toBe(404);
    expect((await get(t, them.headers, '/files/..%2F..%2Fapp-secret')).statusCode).toBe(400);
    expect((await get(t, {}, path)).statusCode).toBe(401);
  });

  it('answers 415 to a JSON body and 400 to a form without the field "file"', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const json = await t.app.inject({ method: 'POST', url: '/v1/shop/order/files', headers: me.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload(t, me.headers, { data: await png(), field: 'logo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ fields: { file: ['validation.required'] } });
  });

  it('avatars (storeUpload kind avatar): PNG or JPEG only, at most 5 MB, scaled to 512 px', async () => {
    const t = await app();
    const me = await signedInOwner(t);
    const base = testCtx(t.database);
    const ctx = { ...base, config: t.config, adapters: { ...base.adapters, storage: createLocalStorage(t.config.storage.dir) } };
    const scope = { companyId: me.company.id, userId: me.user.id, role: me.user.role };
    const avatar = await storeUpload(ctx, scope, Readable.from([await png(2000, 1000)]), { kind: 'avatar', originalName: 'me.png' });
    expect(avatar).toMatchObject({ contentType: 'image/png', originalName: 'me.png' });
    const file = await get(t, me.headers, avatar.path);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 512, height: 256 });
    await expect(storeUpload(ctx, scope, Readable.from([pdf()]), { kind: 'avatar', originalName: 'me.png' })).rejects.toMatchObject({
      status: 415,
    });
    await expect(
      storeUpload(ctx, scope, Readable.from([pdf(5_000_001)]), { kind: 'avatar', originalName: 'me.pdf' }),
    ).rejects.toMatchObject({ status: 413 });
  });
});

describe('STORAGE=s3 (an S3-compatible server started by the test)', () => {
  it('keeps uploads in the bucket and serves them from there', async () => {
    const directory = await tempDir();
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'club-files' }] });
    const { port } = await server.run();
    cleanup.push(() => server.close());
    const t = await app({ driver: 's3', s3Url: `http://S3RVER:S3RVER@127.0.0.1:${port}`, s3Bucket: 'club-files' });
    expect(t.app.hasRoute({ method: 'GET', url: '/files/:name' })).toBe(true);
    const me = await signedInOwner(t);
    const them = await signedInOwner(t);
    const res = await upload(t, me.headers, { data: await jpegWithExif(), filename: 'logo.jpg' });
    expect(res.statusCode, res.body).toBe(201);
    const path = res.json<{ path: string }>().path;

    const client = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'club-files' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([`${me.company.id}/${path.slice('/files/'.length)}`]);
    // Nothing went to local disk.
    await expect(readdir(join(t.dataDir, 'files'))).rejects.toThrow();

    const file = await get(t, me.headers, path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect((await get(t, them.headers, path)).statusCode).toBe(404);
  });
});
