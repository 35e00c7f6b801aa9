// File storage (DESIGN §9 Files): where uploaded bytes live once checked. `local` keeps them under DATA_DIR/files
// (the default); `s3` puts them in any S3-compatible bucket. Keys are made by modules/files (`<company id>/<file
// uuid>.<ext>`), never from a user's input, so neither store ever sees a path a caller chose.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** What to store: bytes in memory (a re-encoded image) or a file on disk (a checked upload), streamed. */
export type StorageBody = { buffer: Buffer } | { file: string };

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  name: 'local' | 's3';
  put(key: string, body: StorageBody, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

const keyPattern = /^\d{1,10}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;
function checkKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`storage: refused key ${key}`);
  return key;
}

export function createLocalStorage(dir: string): FileStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const full = resolve(join(root, checkKey(key)));
    if (!full.startsWith(root + sep)) throw new Error(`storage: refused key ${key}`);
    return full;
  };
  return {
    name: 'local',
    async put(key, body, _contentType) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.part`;
      const source = 'buffer' in body ? Readable.from([body.buffer]) : createReadStream(body.file);
      await pipeline(source, createWriteStream(partial, { mode: 0o600 }));
      // Renamed into place only when complete: a reader never sees half a file.
      await rename(partial, target);
    },
    async get(key) {
      const target = pathOf(key);
      try {
        const info = await stat(target);
        return { stream: createReadStream(target), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3Options {
  url: string;
  bucket: string;
  region: string;
}

/** Any S3-compatible store (path-style addressing). Credentials from the URL's user info, else the SDK's sources. */
export function createS3Storage(options: S3Options): FileStorage {
  const url = new URL(options.url);
  const credentials =
    url.username && url.password
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined;
  url.username = '';
  url.password = '';
  const client = new S3Client({
    endpoint: url.toString().replace(/\/$/, ''),
    region: options.region,
    forcePathStyle: true,
    ...(credentials ? { credentials } : {}),
  });
  const Bucket = options.bucket;
  return {
    name: 's3',
    async put(key, body, contentType) {
      checkKey(key);
      if ('buffer' in body) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body.buffer, ContentType: contentType }));
        return;
      }
      const { size } = await stat(body.file);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(body.file), ContentLength: size, ContentType: contentType }),
      );
    },
    async get(key) {
      checkKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

export function createStorage(config: {
  driver: 'local' | 's3';
  dir: string;
  s3Url: string | undefined;
  s3Bucket: string | undefined;
  s3Region: string;
}): FileStorage {
  if (config.driver === 's3') {
    if (!config.s3Url || !config.s3Bucket) throw new Error('STORAGE=s3 needs S3_URL and S3_BUCKET');
    return createS3Storage({ url: config.s3Url, bucket: config.s3Bucket, region: config.s3Region });
  }
  return createLocalStorage(config.dir);
}
