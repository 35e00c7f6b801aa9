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

describe('page addresses', () => {
  it('answers the app for a page address whatever the client accepts, and a JSON 404 for API paths and missing files', async () => {
    const { app } = await build({ config: { webDist: webDist() } });
    for (const method of ['GET', 'HEAD'] as const) {
      const page = await app.inject({ method, url: '/login' });
      expect(page.statusCode, `${method} /login`).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
    expect((await app.inject({ method: 'GET', url: '/projects/abc?x=1', headers: { accept: '*/*' } })).statusCode).toBe(200);
    for (const url of ['/v1/nothing', '/integration/v1/nothing', '/assets/missing-123.js', '/favicon-missing.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('the staff console and emulation pages', () => {
  function dists(): string {
    const root = mkdtempSync(join(tmpdir(), 'club-dists-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-admin', 'assets'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>Portal</title><body><div id="root"></div></body>');
    writeFileSync(join(root, 'dist-admin', 'index.html'), '<!doctype html><title>Staff</title><div id="admin"></div>');
    writeFileSync(join(root, 'dist-admin', 'assets', 'console-x1.js'), 'export {};');
    return join(root, 'dist');
  }

  it('serves the console under /admin, its API paths stay JSON', async () => {
    const { app } = await build({ config: { webDist: dists() } });
    const page = await app.inject({ method: 'GET', url: '/admin/orders', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<div id="admin">');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await app.inject({ method: 'GET', url: '/admin/assets/console-x1.js' })).headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/admin/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    expect((await app.inject({ method: 'GET', url: '/projects', headers: { accept: 'text/html' } })).body).toContain(
      '<title>Portal</title>',
    );
  });

  it('answers ?faker= with the handoff page and adds the banner while the emulation cookie is set', async () => {
    const { app } = await build({ config: { webDist: dists() } });
    const handoff = await app.inject({ method: 'GET', url: '/?faker=abc', headers: { accept: 'text/html' } });
    // No inline script (the CSP refuses them): the handoff's code comes from our origin.
    expect(handoff.body).not.toMatch(/<script>/);
    expect(handoff.body).toContain('<script src="/emulation/handoff.js">');
    const script = await app.inject({ method: 'GET', url: '/emulation/handoff.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('/v2/installer/emulation');
    expect(handoff.headers['cache-control']).toBe('no-store');
    expect(handoff.headers['referrer-policy']).toBe('no-referrer');
    const plain = await app.inject({ method: 'GET', url: '/projects', headers: { accept: 'text/html' } });
    expect(plain.body).not.toContain('club-emulation');
    const cookie = `club_emulation=${encodeURIComponent('pl:Jan <b>Kowalski</b>')}`;
    const banner = await app.inject({ method: 'GET', url: '/projects', headers: { accept: 'text/html', cookie } });
    expect(banner.body).toContain('tylko do odczytu');
    expect(banner.body).toContain('Jan &#60;b&#62;Kowalski&#60;/b&#62;');
    expect(banner.body).not.toContain('<b>Kowalski');
    const bad = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: 'club_emulation=xx:Someone' } });
    expect(bad.body).not.toContain('club-emulation');
  });
});

describe('page preloads', () => {
  /** A build whose table names a few pages' files and two languages' messages (apps/web/page-preloads.ts writes it). */
  function distWithPreloads(): string {
    const dir = webDist();
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>Installer Club</title></head><body><div id="root"></div></body></html>',
    );
    const preloads = {
      pages: [
        {
          path: '/login',
          files: ['assets/login-1.js', 'assets/wizard-1.js'],
          messages: ['common', 'login'],
          later: ['assets/login-track-1.js', 'assets/zod-1.js'],
        },
        { path: '/projects/add', files: ['assets/app-layout-1.js', 'assets/project-add-1.js'], messages: ['common', 'projects'] },
        { path: '/projects/:uuid', files: ['assets/app-layout-1.js', 'assets/project-1.js'], messages: ['common', 'projects'] },
      ],
      messages: {
        'en/common': ['assets/common-en.js'],
        'en/login': ['assets/login-en.js'],
        'en/projects': ['assets/projects-en.js'],
        'pl/common': ['assets/common-pl.js'],
        'pl/login': ['assets/login-pl.js'],
        'pl/projects': ['assets/projects-pl.js'],
      },
    };
    writeFileSync(join(dir, 'page-preloads.json'), JSON.stringify(preloads));
    return dir;
  }
  const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("names the page's code and its messages in the visitor's language in the page's head", async () => {
    const { app } = await build({ config: { webDist: distWithPreloads() } });
    const login = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'club_lang=pl' } });
    expect(login.statusCode).toBe(200);
    expect(preloaded(login.body)).toEqual(['/assets/login-1.js', '/assets/wizard-1.js', '/assets/common-pl.js', '/assets/login-pl.js']);
    expect(login.body.indexOf('modulepreload')).toBeLessThan(login.body.indexOf('</head>'));
    // What the page runs later is only named, for the page to download when idle (never preloaded with the first load).
    expect(login.body).toContain('<meta name="club-later" content="/assets/login-track-1.js /assets/zod-1.js">');
    expect(login.body).not.toMatch(/<link[^>]+login-track-1/);

    // A fixed address wins over a pattern; a pattern takes any id; the query string does not matter.
    const add = await app.inject({ method: 'GET', url: '/projects/add', headers: { cookie: 'club_lang=pl' } });
    expect(preloaded(add.body)).toContain('/assets/project-add-1.js');
    expect(preloaded(add.body)).not.toContain('/assets/project-1.js');
    const project = await app.inject({ method: 'GET', url: '/projects/3f1c?tab=scans', headers: { cookie: 'club_lang=pl' } });
    expect(project.body).not.toContain('club-later');
    expect(preloaded(project.body)).toEqual([
      '/assets/app-layout-1.js',
      '/assets/project-1.js',
      '/assets/common-pl.js',
      '/assets/projects-pl.js',
    ]);
  });

  it("takes the host's language without the cookie (or with one naming no language), and names nothing for an unknown address", async () => {
    const { app } = await build({ config: { webDist: distWithPreloads() } });
    const polishHost = await app.inject({ method: 'GET', url: '/login', headers: { host: 'klub.example.pl' } });
    expect(preloaded(polishHost.body)).toContain('/assets/common-pl.js');
    const otherHost = await app.inject({ method: 'GET', url: '/login', headers: { host: 'club.example.com', cookie: 'club_lang=xx' } });
    expect(preloaded(otherHost.body)).toContain('/assets/common-en.js');
    expect(preloaded(otherHost.body)).not.toContain('/assets/common-pl.js');
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(200);
    expect(preloaded(unknown.body)).toEqual([]);
  });
});
