// Serving the built web app's precompressed assets: the build's .br/.gz copies go out as they are.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../test/app.ts';

const script = `export const messages = ${JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key.${i}`, `Text ${i}`])))};\n`;

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'club-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Installer Club</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  return dir;
}

describe('precompressed assets', () => {
  it('sends the brotli copy to a browser that accepts brotli, else the gzip copy, else the file itself', async () => {
    const { app } = await build({ config: { webDist: webDist() } });
    const url = '/assets/app-abc123.js';

    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
