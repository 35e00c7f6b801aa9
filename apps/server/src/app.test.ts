// The shell of the server: serving the built web app, the development outbox, errors that never leak.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from './test/app.ts';

function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'club-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Installer Club</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('serving the web app', () => {
  it('answers HTML routes with index.html (the SPA fallback), never cached', async () => {
    const { app } = await build({ config: { webDist: fakeWebDist() } });
    for (const url of ['/', '/login', '/projects/1234', '/notifications?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const { app } = await build({ config: { webDist: fakeWebDist() } });
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('keeps unknown API paths JSON 404s even for a browser', async () => {
    const { app } = await build({ config: { webDist: fakeWebDist() } });
    const res = await app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('the development outbox', () => {
  it('lists sent messages outside production', async () => {
    const { app, db } = await build();
    const { createMessenger } = await import('./modules/outbox/service.ts');
    const messenger = createMessenger(db, app.log, null, null);
    await messenger.email('jan@example.pl', 'Your code', 'Your sign-in code is 12345', 'login_code');
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('jan@example.pl');
    expect(res.body).toContain('Your sign-in code is 12345');
  });

  it('does not exist in production', async () => {
    const { app } = await build({ config: { isProduction: true, env: 'production' } });
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('errors', () => {
  it('a failure inside a handler is a 500 with the generic message and nothing internal', async () => {
    const t = await build();
    await t.database.close(); // the database goes away under the running app
    const res = await t.app.inject({ method: 'GET', url: '/v1/config/public' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      errors: ['Something went wrong. Please try again.'],
      code: 'internal_error',
      // what the user can quote to support: the same id as the answer's header and the log lines
      request_id: res.headers['x-request-id'],
    });
    // the harness closes it again after the test; make that a no-op
    t.database.close = async () => {};
  });

  it('a broken or overlong URL is answered by the router with the error envelope too', async () => {
    const { app } = await build();
    const broken = await app.inject({ method: 'GET', url: '/v1/company/points/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: expect.any(String), errors: [expect.any(String)], code: 'bad_request' });
    const long = await app.inject({ method: 'GET', url: `/v1/company/points/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ message: expect.any(String), errors: [expect.any(String)], code: 'bad_request' });
    expect(long.body).not.toContain('FST_');
  });
});
