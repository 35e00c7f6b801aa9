import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has defaults for development', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/club-config-test' });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      maintenance: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(c.appSecret.length).toBeGreaterThanOrEqual(32);
  });
  it('names the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMS_WEBHOOK_URL: 'not a url' })).toThrow(ConfigError);
  });
  it('requires APP_SECRET and DATABASE_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) })).toThrow(/DATABASE_URL/);
  });
  it('in production also requires PUBLIC_URL, refuses demo data, and names every problem at once', () => {
    const ok = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://x/y', PUBLIC_URL: 'https://club.example' };
    expect(loadConfig(ok)).toMatchObject({ isProduction: true, publicUrl: 'https://club.example' });
    expect(() => loadConfig({ ...ok, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...ok, SEED: 'demo' })).toThrow(/SEED: demo data .* refused in production/);
    expect(loadConfig({ ...ok, SEED: 'none' }).seed).toBe('none');
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', SEED: 'demo' });
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of ['APP_SECRET', 'DATABASE_URL', 'PUBLIC_URL', 'SEED']) expect(message).toContain(`${name}:`);
  });
  it('reads ADMIN_EMAIL as one email or several separated by commas, and names it when one is not an email', () => {
    const dir = { DATA_DIR: '/tmp/club-config-test' };
    expect(loadConfig(dir).adminEmails).toEqual([]);
    expect(loadConfig({ ...dir, ADMIN_EMAIL: 'Admin@Club.example' }).adminEmails).toEqual(['admin@club.example']);
    expect(loadConfig({ ...dir, ADMIN_EMAIL: 'a@club.example, b@club.example,' }).adminEmails).toEqual([
      'a@club.example',
      'b@club.example',
    ]);
    expect(() => loadConfig({ ...dir, ADMIN_EMAIL: 'a@club.example, nobody' })).toThrow(/ADMIN_EMAIL/);
  });
  it('reads METRICS_TOKEN, SHUTDOWN_TIMEOUT_MS and SHUTDOWN_DELAY_MS', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/club-config-test' });
    expect(c).toMatchObject({ metricsToken: undefined, shutdownTimeoutMs: 10_000, shutdownDelayMs: 0 });
    const set = loadConfig({
      DATA_DIR: '/tmp/club-config-test',
      METRICS_TOKEN: 't'.repeat(20),
      SHUTDOWN_TIMEOUT_MS: '30000',
      SHUTDOWN_DELAY_MS: '5000',
    });
    expect(set).toMatchObject({ metricsToken: 't'.repeat(20), shutdownTimeoutMs: 30_000, shutdownDelayMs: 5000 });
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DELAY_MS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/club-config-test' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/club-config-test', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: '/tmp/club-config-test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: '/tmp/club-config-test', TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
