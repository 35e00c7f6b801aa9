// POST /dev/sessions: the end-to-end journeys' own members. Absent in production; elsewhere a real registration and a
// real session (the token answers the own-user call, the refresh token rotates).
import { describe, expect, it } from 'vitest';
import { regions } from '@club/contract/regions';
import { build } from '../../test/app.ts';

describe('POST /dev/sessions', () => {
  it('does not exist in production', async () => {
    const { app } = await build({ config: { isProduction: true, env: 'production' } });
    const res = await app.inject({ method: 'POST', url: '/dev/sessions', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('registers a first-time owner and hands back a session the API accepts', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'POST', url: '/dev/sessions', payload: { region: 1, first_time: true, name: 'Zofia' } });
    expect(res.statusCode).toBe(201);
    const s = res.json<{
      token: { token: string; refresh_token: string; expiresAt: string };
      user: { uuid: string; email: string };
      company: { uuid: string };
      welcome_points: number;
    }>();
    expect(Date.parse(s.token.expiresAt)).toBeGreaterThan(Date.now());

    const headers = { authorization: `Bearer ${s.token.token}` };
    const self = await app.inject({ method: 'GET', url: '/v1/company/user/self', headers });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({
      uuid: s.user.uuid,
      email: s.user.email,
      name: 'Zofia',
      role: { id: 3 },
      region: { id: 1, code: 'PL' },
      language: 'pl',
      company: { uuid: s.company.uuid, regions_id: 1 },
    });
    // Never signed in: the first-time flag is not cleared yet.
    expect(self.json<{ options: Record<string, unknown> }>().options.firstTime).toBeUndefined();

    // The registration credited the region's welcome points (Poland: 50).
    expect(s.welcome_points).toBe(50);
    const points = await app.inject({ method: 'GET', url: `/v1/company/points/${s.company.uuid}`, headers });
    expect(points.statusCode).toBe(200);
    expect(points.json()).toMatchObject({ company_points: 50 });

    // The refresh token is a real one of the session chain.
    const refreshed = await app.inject({ method: 'POST', url: '/v2/installer/refresh', payload: { refresh_token: s.token.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('makes a returning member in the language and role asked for, in every region', async () => {
    const { app } = await build();
    for (const region of regions) {
      const res = await app.inject({
        method: 'POST',
        url: '/dev/sessions',
        payload: { region: region.id, role: 7, language: 'en' },
      });
      expect(res.statusCode, `${region.code}: ${res.body}`).toBe(201);
      const { token } = res.json<{ token: { token: string } }>();
      const self = await app.inject({ method: 'GET', url: '/v1/company/user/self', headers: { authorization: `Bearer ${token.token}` } });
      expect(self.json(), region.code).toMatchObject({
        role: { id: 7 },
        region: { id: region.id },
        language: 'en',
        options: { firstTime: false },
        company: { is_decor: true },
      });
    }
  });

  it('credits points earned last year, which expire at the end of this one', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'POST', url: '/dev/sessions', payload: { region: 4, expiring_points: 40 } });
    expect(res.statusCode).toBe(201);
    const s = res.json<{ token: { token: string }; company: { uuid: string } }>();
    const points = await app.inject({
      method: 'GET',
      url: `/v1/company/points/${s.company.uuid}`,
      headers: { authorization: `Bearer ${s.token.token}` },
    });
    // Hungary's 25 welcome points expire next year; the 40 from last year at the end of this one.
    expect(points.json()).toMatchObject({ company_points: 65, points: { to_expire: 40 } });
  });

  it('makes a recommended company when asked (its own company says so)', async () => {
    const { app } = await build();
    const self = async (payload: Record<string, unknown>) => {
      const s = (await app.inject({ method: 'POST', url: '/dev/sessions', payload })).json<{ token: { token: string } }>();
      const res = await app.inject({ method: 'GET', url: '/v1/company/user/self', headers: { authorization: `Bearer ${s.token.token}` } });
      return res.json<{ company: { is_recommended: boolean } }>().company.is_recommended;
    };
    expect(await self({ region: 1, recommended: true })).toBe(true);
    expect(await self({ region: 1 })).toBe(false);
  });

  it('records expired points and extra history entries when asked', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'POST', url: '/dev/sessions', payload: { region: 4, expired_points: 40, history_entries: 3 } });
    expect(res.statusCode).toBe(201);
    const s = res.json<{ token: { token: string }; company: { uuid: string } }>();
    const headers = { authorization: `Bearer ${s.token.token}` };
    const history = (await app.inject({ method: 'GET', url: '/v1/points/history?limit=100', headers })).json<{
      data: { variation: string; points: number; created_at: string }[];
    }>();
    const expired = history.data.filter((e) => e.variation === 'expired');
    expect(expired.map((e) => e.points)).toEqual([40]);
    expect(expired[0]?.created_at).toBe(new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1)).toISOString());
    expect(history.data.filter((e) => e.variation === 'positive' && e.points === 1)).toHaveLength(3);
    // Expired points are gone: only Hungary's 25 welcome points and the 3 single points are left.
    const points = await app.inject({ method: 'GET', url: `/v1/company/points/${s.company.uuid}`, headers });
    expect(points.json()).toMatchObject({ company_points: 28 });
  });

  it('lists every problem of a bad request', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'POST', url: '/dev/sessions', payload: { region: 99, role: 4, language: 'xx' } });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: string[] }>();
    expect(errors.length).toBeGreaterThanOrEqual(3);
  });
});
