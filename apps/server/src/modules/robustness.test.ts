// Fires malformed requests at every route of the published OpenAPI document — bad ids, wrong types, overlong strings,
// huge numbers, wrong content types, empty and non-object bodies — without a token, with a garbage token and with a
// valid session. No answer may be a 5xx, and every 4xx must carry the error envelope {message, errors, code}.
// Then, from the same document: every route outside a short public allowlist answers 401 without a token, and every
// route with an id in its path answers 404 for another company's id — so a new route is covered the day it is added.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { build, type TestApp } from '../test/app.ts';
import {
  createCompanyWithUser,
  createShopProduct,
  givePoints,
  signIn,
  signedInOwner,
  type CompanyRow,
  type UserRow,
} from '../test/factories.ts';
import { companyCertificatesTable, filesTable, projectsTable, scansTable } from '../db/schema.ts';
import { notify } from './notifications/service.ts';
import { createContent } from './content/service.ts';
import { openTicket } from './support/service.ts';
import { fullSurvey } from './projects/fixtures.ts';
import { validBody } from '../test/registration-bodies.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  default?: unknown;
  minimum?: number;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const huge = 'x'.repeat(100_000);
const badIds = [
  'not-a-uuid',
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999999',
  '2147483648',
  '9007199254740993',
  '00000000-0000-0000-0000-00000000000g',
  encodeURIComponent("1' or '1'='1"),
  '%00',
  '%E0%A4%A',
  'a'.repeat(2000),
];
/** Values of the wrong kind, or of the right kind but out of every sane range. */
const wrongValues: unknown[] = [null, '', 'abc', huge, -1, 0, 1.5, 2147483648, 2 ** 53 + 2, 1e308, true, [], [1, 2], {}, { a: 1 }];
const rawBodies: { payload: string; type: string }[] = [
  { payload: '', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '"text"', type: 'application/json' },
  { payload: '123', type: 'application/json' },
  { payload: '{', type: 'application/json' },
  { payload: '{"__proto__":{"admin":true}}', type: 'application/json' },
  { payload: '{"a":1}', type: 'text/plain' },
  { payload: '<a/>', type: 'application/xml' },
  { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { payload: '{}', type: 'multipart/form-data; boundary=x' },
  { payload: JSON.stringify({ filler: 'x'.repeat(1_100_000) }), type: 'application/json' },
];

/** A plausible value for a schema (the first enum value, a uuid for uuids...). */
function sample(s: JsonSchema | undefined): unknown {
  if (!s) return null;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.[0]) return sample(alt[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return s.items ? [sample(s.items)] : [];
    case 'string':
      return s.format === 'uuid' ? randomUUID() : s.format === 'email' ? 'someone@example.com' : 'sample';
    case 'integer':
    case 'number':
      return s.minimum !== undefined && s.minimum > 0 ? s.minimum : 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Every path to a property of an object schema (nested objects and array items included). */
function leafPaths(s: JsonSchema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (!s) return [];
  const out: (string | number)[][] = prefix.length ? [prefix] : [];
  for (const [k, v] of Object.entries(s.properties ?? {})) out.push(...leafPaths(v, [...prefix, k]));
  if (s.items) out.push(...leafPaths(s.items, [...prefix, 0]));
  for (const alt of s.anyOf ?? s.oneOf ?? []) if (alt.properties) out.push(...leafPaths(alt, prefix).slice(prefix.length ? 1 : 0));
  return out;
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy: unknown = structuredClone(base);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof path[path.indexOf(key) + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
  return copy;
}

function expectSane(res: { statusCode: number; body: string }, what: string) {
  expect.soft(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = res.body;
    }
    expect.soft(body, `${what} → ${res.statusCode} without the envelope: ${res.body.slice(0, 300)}`).toMatchObject({
      message: expect.any(String),
      errors: expect.any(Array),
      code: expect.any(String),
    });
  }
}

let address = 0;
let fired = 0;
/** A new client address per request, so rate limits never hide what the route itself does. */
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

async function fire(t: TestApp, opts: InjectOptions, what: string) {
  fired += 1;
  const res = await t.app.inject({ remoteAddress: nextAddress(), ...opts });
  expectSane(res, what);
}

describe('every route answers malformed requests with a 4xx envelope, never a 5xx', () => {
  it('covers the whole OpenAPI document', async () => {
    const t = await build();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = (docs.json() as { paths: Record<string, Record<string, Operation>> }).paths;
    const routes = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase() as Method, op })),
    );
    // Every module's routes are in the document (a route missing from it would escape this test).
    expect(routes.length).toBeGreaterThanOrEqual(19);

    for (const { path, method, op } of routes) {
      // A fresh owner per route, so a write that succeeds (e.g. declining the terms) does not disarm later routes.
      const { user, company } = await createCompanyWithUser(t.db);
      const session = await signIn(t, user);
      // A second session whose refresh token the bodies carry (logging it out must not end the session under test).
      const other = await signIn(t, user);
      const auths: { name: string; headers: Record<string, string> }[] = [
        { name: 'no token', headers: {} },
        { name: 'garbage token', headers: { authorization: 'Bearer a.b.c' } },
        { name: 'valid token', headers: session.headers },
      ];
      const own = (name: string) =>
        name === 'uuid' ? (path.includes('/user/') ? user.uuid : company.uuid) : String(path.includes('/user/') ? user.id : company.id);
      const url = (values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? own(name));
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const hasBody = method !== 'GET';
      // Bodies the route accepts, so that each mutation below is the only thing wrong and reaches the handler.
      const validBodies: Record<string, unknown> = {
        'POST /v2/installer/login': { email: user.email },
        'POST /v2/installer/login/verify': { userId: user.id, code: '12345' },
        'POST /v2/installer/refresh': { refresh_token: other.refresh_token },
        'POST /v2/installer/logout': { refresh_token: other.refresh_token },
        'POST /v2/company/register': validBody(),
        'PATCH /v1/company/{uuid}/companyType': { company_type: 1 },
      };
      const goodBody = validBodies[`${method} ${path}`] ?? (bodySchema && method !== 'PATCH' ? sample(bodySchema) : {});

      for (const auth of auths) {
        const label = `${method} ${path} (${auth.name})`;
        // Bad path parameters, one at a time.
        for (const name of pathParams)
          for (const bad of badIds)
            await fire(
              t,
              { method, url: url({ [name]: bad }), headers: auth.headers, ...(hasBody ? { payload: goodBody as object } : {}) },
              `${label} ${name}=${bad.slice(0, 40)}`,
            );
        // Foreign but well-formed ids.
        for (const name of pathParams)
          await fire(
            t,
            {
              method,
              url: url({ [name]: name === 'uuid' ? randomUUID() : '2147483647' }),
              headers: auth.headers,
              ...(hasBody ? { payload: goodBody as object } : {}),
            },
            `${label} foreign ${name}`,
          );
        // Query parameters of the wrong kind, repeated, or overlong.
        for (const p of queryParams)
          for (const bad of ['abc', '-1', '0', '1.5', '1e400', '99999999999999999999', huge, '%00', '[object Object]'])
            await fire(
              t,
              { method, url: url({}), query: { [p.name]: bad }, headers: auth.headers },
              `${label} ?${p.name}=${bad.slice(0, 20)}`,
            );
        for (const p of queryParams)
          await fire(t, { method, url: `${url({})}?${p.name}=1&${p.name}=2`, headers: auth.headers }, `${label} ?${p.name} twice`);
        if (!hasBody) continue;
        // Raw bodies: empty, not an object, broken JSON, wrong content type, too large.
        for (const raw of rawBodies)
          await fire(
            t,
            { method, url: url({}), headers: { ...auth.headers, 'content-type': raw.type }, payload: raw.payload },
            `${label} body ${raw.type} ${raw.payload.slice(0, 20)}`,
          );
        await fire(t, { method, url: url({}), headers: auth.headers }, `${label} no body`);
        // Well-formed JSON of the wrong shape: every field in turn gets every wrong value.
        for (const leaf of leafPaths(bodySchema))
          for (const bad of wrongValues)
            await fire(
              t,
              { method, url: url({}), headers: auth.headers, payload: withValue(goodBody, leaf, bad) as object },
              `${label} ${leaf.join('.')}=${JSON.stringify(bad)?.slice(0, 30)}`,
            );
      }
    }
    // The generator really fired a broad set at every route (a bug in it must not turn this test into a no-op).
    expect(fired).toBeGreaterThan(3000);
  }, 600_000);
});

/** The only routes anyone may call without signing in (each is rate-limited or harmless). */
const publicRoutes = [
  'GET /v1/config/public',
  'POST /v2/installer/login',
  'POST /v2/installer/login/verify',
  'POST /v2/installer/refresh',
  'POST /v2/installer/logout',
  'POST /v2/company/register',
  'GET /v2/company/validate',
  'GET /v1/address/autocomplete',
  'GET /v1/verify/{code}',
  'POST /admin/api/login',
  'POST /admin/api/login/verify',
  'POST /v2/installer/emulation',
];

async function documentedRoutes(t: TestApp) {
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = (docs.json() as { paths: Record<string, Record<string, Operation & { security?: unknown[] }>> }).paths;
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      path,
      method: method.toUpperCase() as Method,
      op,
      key: `${method.toUpperCase()} ${path}`,
    })),
  );
}

/**
 * Another company's object for a path parameter: the resource the path names, or the company itself. A module whose
 * routes take ids of its own objects adds a line here (the test fails until it does, because a random id of the
 * right shape would not prove the route looks at the scope).
 */
interface Foreign {
  company: CompanyRow;
  user: UserRow;
  notification: string;
  project: string;
  scan: string;
  /** A product of another region (the catalogue is scoped by region) and an order of the other company. */
  product: string;
  order: string;
  /** A support ticket of the other company. */
  ticket: string;
  /** A file of the other company, as `<uuid>.<ext>`. */
  file: string;
  /** A content item of another region (content is scoped by region, language and club). */
  content: string;
  /** A certificate the other company earned. */
  certificate: string;
}
const foreignIds: { match: RegExp; id: (other: Foreign, param: string) => string }[] = [
  { match: /\/notifications\/\{uuid\}/, id: (o) => o.notification },
  { match: /^\/v1\/project\/\{uuid\}/, id: (o) => o.project },
  {
    match: /^\/v1\/certificates\/\{uuid\}\/\{company_uuid\}/,
    id: (o, param) => (param === 'uuid' ? o.certificate : o.company.uuid),
  },
  // The public check knows no company: any real code is genuine to anyone, so the foreign case is a code nobody issued.
  { match: /^\/v1\/verify\/\{code\}/, id: () => 'AAAAAAAAAAAAAAAAAAAAAA' },
  { match: /^\/v2\/scans\/\{uuid\}/, id: (o) => o.scan },
  { match: /^\/v2\/shop\/products\/\{uuid\}/, id: (o) => o.product },
  { match: /^\/v2\/orders\/\{uuid\}/, id: (o) => o.order },
  { match: /^\/files\/\{name\}/, id: (o) => o.file },
  { match: /^\/v1\/content\/\{uuid\}/, id: (o) => o.content },
  { match: /^\/v1\/edenred\/card\/(verify|account)\/\{id\}/, id: (o) => String(o.company.id) },
  { match: /\/user\/\{(id|uuid)\}/, id: (o, param) => (param === 'uuid' ? o.user.uuid : String(o.user.id)) },
  { match: /^\/v1\/support\/\{uuid\}/, id: (o) => o.ticket },
  { match: /^\/v1\/company(\/points)?\/\{(id|uuid)\}/, id: (o, param) => (param === 'uuid' ? o.company.uuid : String(o.company.id)) },
];

describe('tenancy and authentication of every documented route', () => {
  it('every route outside the public allowlist answers 401 without a token (and documents bearer security)', async () => {
    const t = await build();
    const routes = await documentedRoutes(t);
    expect(routes.map((r) => r.key)).toEqual(expect.arrayContaining(publicRoutes));
    const guarded = routes.filter((r) => !publicRoutes.includes(r.key));
    expect(guarded.length).toBeGreaterThanOrEqual(8);
    for (const { path, method, op, key } of guarded) {
      const url = path.replace(/\{uuid\}/g, randomUUID()).replace(/\{\w+\}/g, '1');
      for (const headers of [{}, { authorization: 'Bearer nonsense' }]) {
        const res = await t.app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
        expect.soft(res.statusCode, `${key} ${JSON.stringify(headers)}`).toBe(401);
        expect.soft(res.json(), key).toMatchObject({ code: 'unauthorized' });
      }
      // The integration API takes API keys, not user tokens (modules/integration).
      const scheme = path.startsWith('/integration/') ? 'integrationKey' : 'bearer';
      expect.soft(op.security, `${key} documents its bearer security`).toEqual([{ [scheme]: [] }]);
    }
    for (const { op, key } of routes.filter((r) => publicRoutes.includes(r.key)))
      expect.soft(op.security, `${key} is public`).toBeUndefined();
  });

  it("every route with an id in its path answers 404 for another company's object, saying nothing about it", async () => {
    const t = await build();
    // Staff routes act across companies by design (their guard is the staff session and role: staff/staff.test.ts).
    const routes = (await documentedRoutes(t)).filter((r) => /\{\w+\}/.test(r.path) && !r.path.startsWith('/admin/api/'));
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const { path, method, key } of routes) {
      const me = await signedInOwner(t);
      const other = await createCompanyWithUser(t.db, { company: { registrationNumber: `THEIRS-${randomUUID()}` } });
      const notification = await notify(t.db, {
        user: other.user,
        type: 'info',
        kind: 'welcome_points',
        messageKey: 'registration.welcomePoints',
        values: { points: 1, name: 'X' },
      });
      const [project] = await t.db
        .insert(projectsTable)
        .values({ companiesId: other.company.id, name: 'Theirs', streetName: 'Their street 1', postalCode: '00-001' })
        .returning();
      const [scan] = await t.db
        .insert(scansTable)
        .values({
          projectsId: project?.id ?? 0,
          companiesId: other.company.id,
          serialNumber: 'THEIRS0001',
          flag: 2,
          reason: 'unknown_serial',
        })
        .returning();
      const [certificate] = await t.db
        .insert(companyCertificatesTable)
        .values({
          companiesId: other.company.id,
          slug: 'certified-installer',
          year: 2026,
          earnedAt: new Date(),
          expiresOn: '2027-01-01',
          verificationCode: randomUUID().replace(/-/g, '').slice(0, 22),
        })
        .returning();
      const rule = foreignIds.find((f) => f.match.test(path));
      expect(rule, `${key}: add the route's objects to foreignIds`).toBeDefined();
      if (!rule) continue;
      const { product, order } = await foreignShopObjects(t, other);
      const content = (
        await createContent(t.db, {
          regionsId: 2,
          languagesId: 3,
          type: 'news',
          body: { title: 'Cizí zpráva', excerpt: '', text: [], youtube: null, link: null },
        })
      ).uuid;
      const ticket = await openTicket(
        { db: t.db, now: () => new Date() } as never,
        { companyId: other.company.id, userId: other.user.id, role: other.user.role },
        {
          body: {
            title: 'Theirs',
            message: 'Their question',
            info: { language: 'pl', hostname: 'x', region: 'PL', appVersion: '1', appType: 'web' },
          },
        },
      );
      const [file] = await t.db
        .insert(filesTable)
        .values({
          companiesId: other.company.id,
          kind: 'logo',
          ext: 'png',
          contentType: 'image/png',
          size: 1,
          originalName: 'theirs.png',
          storageKey: 'x',
        })
        .returning();
      const url = path.replace(/\{(\w+)\}/g, (_m, param: string) =>
        rule.id(
          {
            ...other,
            notification,
            project: project?.uuid ?? '',
            scan: scan?.uuid ?? '',
            product,
            order,
            ticket: ticket.uuid,
            file: `${file?.uuid ?? ''}.png`,
            content,
            certificate: certificate?.uuid ?? '',
          },
          param,
        ),
      );
      // Bodies valid for each route, so its handler (not its validation) answers.
      const payloads: Record<string, object> = {
        'PATCH /v1/company/{uuid}/companyType': { company_type: 1 },
        'POST /v1/project/{uuid}/scans': { serial_number: 'RW0000000001' },
        'POST /v1/project/{uuid}/survey': { response: fullSurvey(1) },
        'PUT /v1/installer/user/{uuid}': { name: 'Jan', surname: 'Nowak', phone: '600100200' },
        'POST /v1/support/{uuid}/chat': { message: 'Hello' },
        'PATCH /v1/edenred/card/verify/{id}': { card_serial_number: '1234567890' },
      };
      const payload = payloads[key] ?? {};
      const res = await t.app.inject({ method, url, headers: me.headers, ...(method === 'GET' ? {} : { payload }) });
      expect.soft(res.statusCode, `${key} with another company's id`).toBe(404);
      expect.soft(res.json(), key).toMatchObject({ code: 'not_found' });
      for (const secret of [other.company.registrationNumber ?? 'x', other.user.email ?? 'x', other.company.name])
        expect.soft(res.body, key).not.toContain(secret);
    }
  });
});

/** A product of a region other than the caller's (Czechia; callers are Polish) and an order placed by `other`. */
async function foreignShopObjects(t: TestApp, other: { company: CompanyRow; user: UserRow }): Promise<{ product: string; order: string }> {
  const czech = await createShopProduct(t.db, { regionsId: 2, name: 'Cizí produkt' });
  const own = await createShopProduct(t.db, { type: 'marketing', vendor: 'MARKETING', variants: [{ price: 10 }] });
  await givePoints(t.db, other.company.id, 10);
  const session = await signIn(t, other.user);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/orders',
    headers: session.headers,
    payload: {
      type: 'marketing',
      order: [{ uuid: own.variants[0]?.uuid, quantity: 1 }],
      customer: {
        phone_region: 1,
        phone_number: '999999999901',
        name: 'Jan',
        surname: 'Obcy',
        company_name: other.company.name,
        street: 'Prosta',
        house_number: '1',
        city: 'Warszawa',
        postal_code: '00-001',
        region: 1,
      },
    },
  });
  const order = (res.json() as { data: { uuid: string }[] }).data[0]?.uuid;
  if (!order) throw new Error(`foreign order not placed: ${res.body}`);
  return { product: czech.product.uuid, order };
}
