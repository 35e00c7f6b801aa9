// Test helpers for projects: a signed-in company with a project, scanning and surveying through the routes.
import type { TestApp } from '../../test/app.ts';
import { createCompanyWithUser, signIn, type CompanyInput, type UserInput } from '../../test/factories.ts';

export const fullSurvey = (installed: number) =>
  JSON.stringify([
    { question_id: 1, answer_id: 1 },
    { question_id: 2, answer_id: 2 },
    { question_id: 4, value: installed },
  ]);

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
