// The security headers (issue 18) on every kind of answer: an HTML page, an API call, a file, a hashed asset, a 404.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../test/app.ts';

function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'club-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Installer Club</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

/** The policy's directives by name. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

function expectHeaders(res: LightMyRequestResponse, what: string) {
  const policy = csp(res);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src'), what).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy.get('script-src')?.join(' '), what).not.toContain('unsafe-inline');
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('img-src'), what).toEqual(expect.arrayContaining(["'self'", 'data:']));
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-src'), what).toEqual(['https://www.youtube-nocookie.com']);
  expect(policy.get('worker-src'), what).toContain("'self'");
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy'], what).toContain('camera=(self)');
  expect(res.headers['permissions-policy'], what).toContain('microphone=()');
  expect(res.headers['x-powered-by'], what).toBeUndefined();
  // No CORS: the API is same-origin.
  expect(res.headers['access-control-allow-origin'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on an HTML page, an API answer, a file, a hashed asset and a 404', async () => {
    const { app } = await build({ config: { webDist: fakeWebDist() } });
    const html = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(html.body).toContain('<div id="root">');
    expectHeaders(html, 'html');
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expectHeaders(home, 'home');
    const api = await app.inject({ method: 'GET', url: '/v1/config/public?lang=pl' });
    expect(api.statusCode).toBe(200);
    expectHeaders(api, 'api');
    const file = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(file.body).toBe('<svg/>');
    expectHeaders(file, 'file');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expectHeaders(asset, 'asset');
    const missing = await app.inject({ method: 'GET', url: '/v1/nothing' });
    expect(missing.statusCode).toBe(404);
    expectHeaders(missing, '404');
    const staff = await app.inject({ method: 'GET', url: '/admin', headers: { accept: 'text/html' } });
    expectHeaders(staff, 'staff console');
    // `curl -I` (HEAD, Accept: */*) sees them too.
    const head = await app.inject({ method: 'HEAD', url: '/login', headers: { accept: '*/*' } });
    expectHeaders(head, 'HEAD');
    const health = await app.inject({ method: 'GET', url: '/health/ready' });
    expectHeaders(health, 'health');
  });

  it('sends HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const plain = await build({ config: { webDist: fakeWebDist() } });
    const res = await plain.app.inject({ method: 'GET', url: '/v1/config/public?lang=en' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res).has('upgrade-insecure-requests')).toBe(false);

    const secure = await build({ config: { webDist: fakeWebDist(), publicUrl: 'https://installerclub.pl' } });
    const https = await secure.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(https).has('upgrade-insecure-requests')).toBe(true);
  });

  it('the built index.html has no inline script (the policy allows none)', () => {
    const index = join(import.meta.dirname, '../../../web/dist/index.html');
    let html: string;
    try {
      html = readFileSync(index, 'utf8');
    } catch {
      // Not built in this checkout: the web source's index.html is what the build copies.
      html = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    }
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    // No inline event handlers either (script-src-attr 'none').
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
