// Test helpers for projects: product units with unique serials, and a signed-in company scanning and surveying
// through the routes.
import { randomBytes } from 'node:crypto';
import type { ProductGroup } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { createCompanyWithUser, signIn, type CompanyInput, type UserInput } from '../../test/factories.ts';
import { productUnitsTable } from './tables.ts';

export const fullSurvey = (installed: number) =>
  JSON.stringify([
    { question_id: 1, answer_id: 1 },
    { question_id: 2, answer_id: 2 },
    { question_id: 4, value: installed },
  ]);

/** What the helpers need of a test app (test/app.ts `build()`), without importing the composition root. */
type TestApp = Parameters<typeof signIn>[0] & { app: FastifyInstance };

export async function installer(t: TestApp, input: { company?: CompanyInput; user?: UserInput } = {}) {
  const { company, user } = await createCompanyWithUser(t.db, input);
  const { headers } = await signIn(t, user);
  const api = {
    company,
    user,
    headers,
    async createProject(body: Record<string, unknown> = { streetName: 'Lipowa 4', postalCode: '00-950', city: 'Warszawa' }) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/project', headers, payload: body });
      if (res.statusCode !== 201) throw new Error(`create project: ${res.statusCode} ${res.body}`);
      return res.json<{ uuid: string; id: number }>();
    },
    scan(projectUuid: string, body: Record<string, unknown>, key?: string) {
      return t.app.inject({
        method: 'POST',
        url: `/v1/project/${projectUuid}/scans`,
        headers: key ? { ...headers, 'idempotency-key': key } : headers,
        payload: body,
      });
    },
    survey(projectUuid: string, response: string) {
      return t.app.inject({ method: 'POST', url: `/v1/project/${projectUuid}/survey`, headers, payload: { response } });
    },
    async detail(projectUuid: string) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/project/${projectUuid}`, headers });
      if (res.statusCode !== 200) throw new Error(`detail: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async summary() {
      return (await t.app.inject({ method: 'GET', url: `/v1/company/points/${company.uuid}`, headers })).json();
    },
    async balance(): Promise<number> {
      return (await api.summary()).company_points;
    },
  };
  return api;
}

export async function createUnit(db: Tx, input: { group?: ProductGroup; serial?: string } = {}) {
  const [row] = await db
    .insert(productUnitsTable)
    .values({
      serialNumber: input.serial ?? `RW${randomBytes(5).toString('hex').toUpperCase()}`,
      productGroup: input.group ?? 'roof-window',
      name: 'Centre-pivot roof window',
      type: 'CPW',
      size: '78 × 118 cm',
      variant: 'Pine, white lacquer, triple glazing',
      producedAt: new Date('2025-03-01T00:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('unit not inserted');
  return row;
}
