import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { regions } from '@club/contract/regions';
import type { AddressSuggestion } from '@club/contract/maps';
import { build, type TestApp } from '../../test/app.ts';
import { createCompany } from '../../test/factories.ts';
import { fold, gazetteer } from '../../adapters/maps-local.ts';
import { createNominatimMaps } from '../../adapters/maps-nominatim.ts';
import { createGoogleMaps } from '../../adapters/maps-google.ts';
import { MapsProviderError } from '../../adapters/maps.ts';

async function suggest(t: TestApp, q: string, regionId: number): Promise<AddressSuggestion[]> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/address/autocomplete', query: { q, region_id: String(regionId) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AddressSuggestion[] }>().data;
}

/** A tiny HTTP server standing in for Nominatim or Google; records what it was asked. */
interface Fake {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
}
const servers: Server[] = [];
afterEach(async () => {
  while (servers.length) await new Promise((r) => servers.pop()?.close(r));
});
async function fake(handler: (req: IncomingMessage, body: string, res: ServerResponse) => void): Promise<Fake> {
  const requests: Fake['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('local gazetteer', () => {
  it('ships 30+ streets for each of the 16 regions, each findable by its name', async () => {
    const t = await build();
    for (const r of regions) {
      const entries = gazetteer(r.code);
      expect(entries.length, r.code).toBeGreaterThanOrEqual(30);
      expect(new Set(entries.map((e) => e.city)).size, r.code).toBeGreaterThanOrEqual(3);
      const sample = entries[entries.length - 1];
      if (!sample) throw new Error('empty');
      const found = await suggest(t, `${sample.street} ${sample.city}`, r.id);
      expect(
        found.map((s) => `${s.street}|${s.city}`),
        r.code,
      ).toContain(`${sample.street}|${sample.city}`);
    }
  });

  it('matches without diacritics or case, and fills street, house number, postal code and city', async () => {
    const t = await build();
    const found = await suggest(t, 'marszalkowska 10/5', 1);
    expect(found[0]).toEqual({
      label: 'ul. Marszałkowska 10/5, 00-001 Warszawa',
      street: 'ul. Marszałkowska',
      house_number: '10/5',
      postal_code: '00-001',
      city: 'Warszawa',
      source: 'gazetteer',
    });
    expect((await suggest(t, 'SZENT ISTVAN', 4))[0]).toMatchObject({ street: 'Szent István körút', postal_code: '1137', city: 'Budapest' });
    expect((await suggest(t, 'хрещатик', 14))[0]).toMatchObject({ street: 'вулиця Хрещатик', city: 'Київ', postal_code: '01001' });
    expect((await suggest(t, 'Stefan cel Mare', 15)).map((s) => s.city)).toContain('Chișinău');
  });

  it('street and town words together narrow the answer', async () => {
    const t = await build();
    const found = await suggest(t, 'Lielā iela Jelgava', 13);
    expect(found.map((s) => s.city)).toEqual(['Jelgava']);
  });

  it('answers only for the asked region', async () => {
    const t = await build();
    expect((await suggest(t, 'Masarykova', 2)).map((s) => s.city)).toEqual(['Brno']);
    expect((await suggest(t, 'Masarykova', 7)).map((s) => s.city)).toEqual(['Zagreb']);
    expect(await suggest(t, 'Marszałkowska', 2)).toEqual([]);
  });

  it('fewer than 5 characters answer an empty list', async () => {
    const t = await build();
    expect(await suggest(t, 'Ilic', 7)).toEqual([]);
    expect((await suggest(t, 'Ilica', 7)).length).toBeGreaterThan(0);
  });

  it('adds streets already stored on the region’s companies, without their house numbers', async () => {
    const t = await build();
    await createCompany(t.db, { name: 'Dekarz', address: 'ul. Żółkiewskiego 3', postalCode: '05-270', city: 'Marki', regionsId: 1 });
    await createCompany(t.db, { name: 'Střechy', address: 'Žižkova 12', postalCode: '586 01', city: 'Jihlava', regionsId: 2 });
    const found = await suggest(t, 'ZOLKIEW', 1);
    expect(found).toEqual([
      {
        label: 'ul. Żółkiewskiego, 05-270 Marki',
        street: 'ul. Żółkiewskiego',
        house_number: '',
        postal_code: '05-270',
        city: 'Marki',
        source: 'stored',
      },
    ]);
    expect(await suggest(t, 'zizkova', 1)).toEqual([]);
    expect((await suggest(t, 'zizkova jihl', 2))[0]).toMatchObject({ street: 'Žižkova', city: 'Jihlava', source: 'stored' });
  });

  it('folds the letters Unicode does not decompose', () => {
    expect(fold('Łódź Đakovo')).toBe('lodz dakovo');
  });
});

describe('Nominatim provider', () => {
  const answer = [
    { display_name: 'x', address: { road: 'Marszałkowska', house_number: '10', postcode: '00-590', city: 'Warszawa', country_code: 'pl' } },
    { display_name: 'y', address: { pedestrian: 'Rynek', postcode: '55-100', town: 'Trzebnica' } },
    { display_name: 'z', address: { country: 'Polska' } },
  ];

  it('asks the service for the region’s country and language and maps its answer', async () => {
    const f = await fake((_req, _body, res) => json(res, 200, answer));
    const t = await build({ config: { maps: { provider: 'nominatim', url: `${f.url}/nominatim/`, apiKey: undefined } } });
    const found = await suggest(t, 'Marszałkowska 10', 1);
    expect(found).toEqual([
      {
        label: 'Marszałkowska 10, 00-590 Warszawa',
        street: 'Marszałkowska',
        house_number: '10',
        postal_code: '00-590',
        city: 'Warszawa',
        source: 'nominatim',
      },
      {
        label: 'Rynek, 55-100 Trzebnica',
        street: 'Rynek',
        house_number: '',
        postal_code: '55-100',
        city: 'Trzebnica',
        source: 'nominatim',
      },
    ]);
    const asked = new URL(f.requests[0]?.url ?? '', f.url);
    expect(asked.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: 'Marszałkowska 10',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'pl',
      'accept-language': 'pl',
      limit: '10',
    });
    expect(f.requests[0]?.headers['user-agent']).toMatch(/^InstallerClub\/1\.0/);
  });

  it('a failing service: the local gazetteer answers instead', async () => {
    const f = await fake((_req, _body, res) => json(res, 503, { error: 'busy' }));
    const t = await build({ config: { maps: { provider: 'nominatim', url: f.url, apiKey: undefined } } });
    const found = await suggest(t, 'Piotrkowska', 1);
    expect(found[0]).toMatchObject({ street: 'ul. Piotrkowska', city: 'Łódź', source: 'gazetteer' });
    expect(f.requests).toHaveLength(1);
  });

  it('a service that does not answer in time fails with MapsProviderError', async () => {
    const f = await fake(() => {
      // never answers
    });
    const provider = createNominatimMaps({ baseUrl: f.url, timeoutMs: 200, userAgent: 'test' });
    await expect(provider.suggest({ query: 'Ilica 1', regionId: 7, countryCode: 'HR', language: 'hr', limit: 5 })).rejects.toBeInstanceOf(
      MapsProviderError,
    );
  });

  it('an answer of the wrong shape fails with MapsProviderError', async () => {
    const f = await fake((_req, _body, res) => json(res, 200, { not: 'a list' }));
    const provider = createNominatimMaps({ baseUrl: f.url, timeoutMs: 2000, userAgent: 'test' });
    await expect(provider.suggest({ query: 'Ilica 1', regionId: 7, countryCode: 'HR', language: 'hr', limit: 5 })).rejects.toBeInstanceOf(
      MapsProviderError,
    );
  });
});

describe('Google Places provider', () => {
  const place = (country: string, extra: { longText: string; shortText?: string; types: string[] }[]) => ({
    formattedAddress: 'x',
    addressComponents: [...extra, { longText: country, shortText: country, types: ['country', 'political'] }],
  });

  it('posts a text search with the key and field mask, maps the components, drops other countries', async () => {
    const f = await fake((_req, _body, res) =>
      json(res, 200, {
        places: [
          place('CZ', [
            { longText: '12', types: ['street_number'] },
            { longText: 'Václavské náměstí', types: ['route'] },
            { longText: 'Praha', types: ['locality', 'political'] },
            { longText: '110 00', types: ['postal_code'] },
          ]),
          place('SK', [
            { longText: 'Obchodná', types: ['route'] },
            { longText: 'Bratislava', types: ['locality'] },
          ]),
        ],
      }),
    );
    const t = await build({ config: { maps: { provider: 'google', url: f.url, apiKey: 'test-key' } } });
    const found = await suggest(t, 'Václavské náměstí 12', 2);
    expect(found).toEqual([
      {
        label: 'Václavské náměstí 12, 110 00 Praha',
        street: 'Václavské náměstí',
        house_number: '12',
        postal_code: '110 00',
        city: 'Praha',
        source: 'google',
      },
    ]);
    const r = f.requests[0];
    expect(r?.method).toBe('POST');
    expect(r?.url).toBe('/v1/places:searchText');
    expect(r?.headers['x-goog-api-key']).toBe('test-key');
    expect(r?.headers['x-goog-fieldmask']).toBe('places.formattedAddress,places.addressComponents');
    expect(JSON.parse(r?.body ?? '{}')).toEqual({ textQuery: 'Václavské náměstí 12', regionCode: 'cz', languageCode: 'cs', pageSize: 10 });
  });

  it('no places is an empty list; an error status falls back to the gazetteer', async () => {
    const empty = await fake((_req, _body, res) => json(res, 200, {}));
    const provider = createGoogleMaps({ baseUrl: empty.url, apiKey: 'k', timeoutMs: 2000 });
    expect(await provider.suggest({ query: 'nowhere street', regionId: 1, countryCode: 'PL', language: 'pl', limit: 5 })).toEqual([]);

    const denied = await fake((_req, _body, res) => json(res, 403, { error: { status: 'PERMISSION_DENIED' } }));
    const t = await build({ config: { maps: { provider: 'google', url: denied.url, apiKey: 'bad' } } });
    expect((await suggest(t, 'Andrássy', 4))[0]).toMatchObject({ street: 'Andrássy út', source: 'gazetteer' });
  });
});
