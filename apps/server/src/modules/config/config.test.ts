import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/app.ts';

describe('GET /v1/config/public', () => {
  it('lists the 16 regions with calling codes, the 15 languages and each region’s settings', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'GET', url: '/v1/config/public' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.regions).toHaveLength(16);
    expect(body.regions[0]).toMatchObject({ id: 1, code: 'PL', calling_code: '+48', language: 'pl' });
    expect(body.regions.find((r: { code: string }) => r.code === 'ME')).toMatchObject({
      id: 16,
      calling_code: '+382',
      language: 'sr',
      welcome_points: 20,
    });
    expect(body.languages).toHaveLength(15);
    expect(body.regional_settings).toHaveLength(16);
    const pl = body.regional_settings[0];
    expect(pl.company_types[0]).toHaveProperty('name_translated.en');
    expect(pl.company_id_field).toBe('required');
  });

  it('gives every region a full club address in the footer: name, street with number, postal code and city, country', async () => {
    const { app } = await build();
    const body = (await app.inject({ method: 'GET', url: '/v1/config/public' })).json<{
      regional_settings: { region_id: number; footer: Record<'standard' | 'decor', { address: string[] }> }[];
    }>();
    for (const s of body.regional_settings) {
      for (const variant of ['standard', 'decor'] as const) {
        const [club, street, city, country] = s.footer[variant].address;
        expect(club, `${s.region_id} ${variant}`).toMatch(/^Installer Club/);
        expect(street, `${s.region_id} ${variant}: street`).toMatch(/\p{L}{2,}.* \d+/u);
        expect(city, `${s.region_id} ${variant}: postal code and city`).toMatch(/\d{3,}.* \p{L}{2,}/u);
        expect(country, `${s.region_id} ${variant}: country`).toBeTruthy();
      }
    }
  });

  it('sends the footer’s support phone grouped the way its region writes it, as stored where it is unparsable', async () => {
    const { app, db } = await build();
    // Stored as typed: Bulgaria's and Serbia's numbers with the grouping of another country, and one that is no number.
    await db.execute(
      sql`UPDATE regional_settings SET settings = jsonb_set(settings, '{footer,decor,support_phone}', '"call us"') WHERE regions_id = 9`,
    );
    const body = (await app.inject({ method: 'GET', url: '/v1/config/public' })).json<{
      regional_settings: { region_id: number; footer: Record<'standard' | 'decor', { support_phone: string }> }[];
    }>();
    const footer = (region: number) => body.regional_settings.find((s) => s.region_id === region)?.footer;
    expect(footer(1)?.standard.support_phone).toBe('+48 800 100 200');
    expect(footer(8)?.standard.support_phone).toBe('+359 80 010 0200');
    expect(footer(8)?.decor.support_phone).toBe('+359 80 010 0200');
    expect(footer(9)?.standard.support_phone).toBe('+381 800 100200');
    expect(footer(9)?.decor.support_phone).toBe('call us');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { app } = await build();
    const first = await app.inject({ method: 'GET', url: '/v1/config/public' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await app.inject({ method: 'GET', url: '/v1/config/public', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('GET /v1/config needs a token', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'GET', url: '/v1/config' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('shell behaviour', () => {
  it('unknown API paths are JSON 404s', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'GET', url: '/v2/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Route GET /v2/does-not-exist not found.',
      errors: ['Route GET /v2/does-not-exist not found.'],
      code: 'not_found',
      request_id: res.headers['x-request-id'],
    });
  });

  it('MAINTENANCE=1 answers 503 on every API call', async () => {
    const { app } = await build({ config: { maintenance: true } });
    for (const url of ['/v1/config/public', '/v2/installer/login', '/v1/anything']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('maintenance');
    }
  });

  it('publishes an OpenAPI document listing the config routes', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/v1/config/public', '/v1/config']));
  });

  it('bad JSON is a 400 envelope, not a 500', async () => {
    const { app } = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/config/public',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('code');
  });
});

describe('GET /v1/config/public?lang=', () => {
  it('keeps only that language and English in translated texts', async () => {
    const { app } = await build();
    const pl = await app.inject({ method: 'GET', url: '/v1/config/public?lang=pl' });
    expect(pl.statusCode).toBe(200);
    const type = pl.json().regional_settings[0].company_types[0];
    expect(Object.keys(type.name_translated).sort()).toEqual(['en', 'pl']);
    expect(type.name_translated.pl).toMatch(/\p{L}/u);
    expect(type.name_translated.pl).not.toBe(type.name_translated.en);
  });

  it('without lang answers the language of the host’s top-level domain, never all 15', async () => {
    const { app } = await build();
    const languagesIn = (body: { regional_settings: { company_types: { name_translated: object }[] }[] }) =>
      Object.keys(body.regional_settings[0]?.company_types[0]?.name_translated ?? {}).sort();
    const cz = await app.inject({ method: 'GET', url: '/v1/config/public', headers: { host: 'installerclub.cz' } });
    expect(languagesIn(cz.json())).toEqual(['cs', 'en']);
    expect(cz.body).toBe((await app.inject({ method: 'GET', url: '/v1/config/public?lang=cs' })).body);
    const local = await app.inject({ method: 'GET', url: '/v1/config/public', headers: { host: 'localhost:3000' } });
    expect(languagesIn(local.json())).toEqual(['en']);
    // ?lang= wins over the host
    const sk = await app.inject({ method: 'GET', url: '/v1/config/public?lang=sk', headers: { host: 'installerclub.cz' } });
    expect(languagesIn(sk.json())).toEqual(['en', 'sk']);
    // No answer carries a third language anywhere.
    for (const res of [cz, local, sk]) expect(res.body).not.toMatch(/"(pl|hu|ro|uk)":"/);
  });

  it('refuses a language the club does not have', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'GET', url: '/v1/config/public?lang=xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('lang');
  });

  it('is sent gzip-compressed to a client that accepts it', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'GET', url: '/v1/config/public?lang=en', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('is sent brotli-compressed when the client accepts brotli, the same JSON as uncompressed, with one ETag', async () => {
    const { app } = await build();
    const plain = await app.inject({ method: 'GET', url: '/v1/config/public?lang=pl' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url: '/v1/config/public?lang=pl', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('application/json');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);
    const gz = await app.inject({ method: 'GET', url: '/v1/config/public?lang=pl', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers 304 to a matching If-None-Match whatever the encoding', async () => {
    const { app } = await build();
    const first = await app.inject({ method: 'GET', url: '/v1/config/public?lang=cs', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      method: 'GET',
      url: '/v1/config/public?lang=cs',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLanguage = await app.inject({
      method: 'GET',
      url: '/v1/config/public?lang=hu',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(otherLanguage.statusCode).toBe(200);
    expect(otherLanguage.headers.etag).not.toBe(first.headers.etag);
  });
});
