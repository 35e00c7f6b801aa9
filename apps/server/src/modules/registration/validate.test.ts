import { describe, expect, it } from 'vitest';
import { registrationMessages as M } from '@club/contract/registration';
import { build, type TestApp } from '../../test/app.ts';
import { validBody } from '../../test/registration-bodies.ts';
import { registrationLimits } from './routes.ts';

async function validate(t: TestApp, query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/v2/company/validate', query });
}

async function registered(t: TestApp) {
  const body = validBody(1, { company: { registration_number: '5213456784', registration_number_2: 'PL5213456789' } }, 40);
  const res = await t.app.inject({ method: 'POST', url: '/v2/company/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return body;
}

describe('GET /v2/company/validate', () => {
  it('email: free, then taken (any case) with the spec’s message', async () => {
    const t = await build();
    expect((await validate(t, { email: 'jan.test40@example.pl' })).json()).toEqual({ unique: true });
    await registered(t);
    const res = await validate(t, { email: 'Jan.Test40@Example.pl' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unique: false, message: M.emailTaken });
  });

  it('phone with region: taken in any written form; needs the region', async () => {
    const t = await build();
    const body = await registered(t);
    expect((await validate(t, { phone: body.installer.phone ?? '', region_id: '1' })).json()).toEqual({
      unique: false,
      message: M.phoneTaken,
    });
    expect((await validate(t, { phone: '600000040', region_id: '1' })).json()).toEqual({ unique: false, message: M.phoneTaken });
    expect((await validate(t, { phone: '600 000 041', region_id: '1' })).json()).toEqual({ unique: true });
    const noRegion = await validate(t, { phone: '600000040' });
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.json()).toMatchObject({ fields: { region_id: ['validation.required'] } });
  });

  it('a phone that is not a phone of the region is a 400 with the spec’s message', async () => {
    const t = await build();
    expect((await validate(t, { phone: '12', region_id: '1' })).json()).toMatchObject({ fields: { phone: [M.invalidPhone] } });
    expect((await validate(t, { phone: '600abc000', region_id: '1' })).json()).toMatchObject({ fields: { phone: [M.lettersNotAllowed] } });
  });

  it('registration numbers are taken per region', async () => {
    const t = await build();
    await registered(t);
    expect((await validate(t, { registration_number: '5213456784', region_id: '1' })).json()).toEqual({
      unique: false,
      message: M.registrationNumberTaken,
    });
    expect((await validate(t, { registration_number_2: 'PL5213456789', region_id: '1' })).json()).toEqual({
      unique: false,
      message: M.registrationNumberTaken,
    });
    expect((await validate(t, { registration_number: '5213456784', region_id: '2' })).json()).toEqual({ unique: true });
    expect((await validate(t, { registration_number: '9999999999', region_id: '1' })).json()).toEqual({ unique: true });
  });

  it('exactly one value per call', async () => {
    const t = await build();
    expect((await validate(t, {})).statusCode).toBe(400);
    expect((await validate(t, { email: 'a@example.pl', phone: '600000001', region_id: '1' })).statusCode).toBe(400);
    expect((await validate(t, { email: 'not-an-email' })).json()).toMatchObject({ fields: { email: ['validation.email'] } });
  });

  it('is rate-limited per client address', async () => {
    const t = await build();
    for (let i = 0; i < registrationLimits.validate.max; i++)
      expect((await validate(t, { email: `x${i}@example.pl` })).statusCode).toBe(200);
    const res = await validate(t, { email: 'last@example.pl' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'GET',
      url: '/v2/company/validate',
      query: { email: 'other@example.pl' },
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(200);
  });
});
