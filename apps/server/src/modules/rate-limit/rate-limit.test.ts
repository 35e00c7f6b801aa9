import { describe, expect, it } from 'vitest';
import { build } from '../../test/app.ts';
import { RateLimitError } from '../../lib/errors.ts';
import { hit } from './service.ts';

describe('rate limit', () => {
  it('allows max hits per window, then 429 with the time left, then a new window', async () => {
    const { db } = await build();
    const t0 = new Date('2026-03-01T10:00:00Z');
    const limit = { key: 'test:a', max: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await hit(db, limit, t0);
    const err = await hit(db, limit, new Date(t0.getTime() + 20_000)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).headers['retry-after']).toBe('40');
    await expect(hit(db, limit, new Date(t0.getTime() + 61_000))).resolves.toBeUndefined();
  });
  it('keys are independent', async () => {
    const { db } = await build();
    const now = new Date();
    await hit(db, { key: 'k1', max: 1, windowSeconds: 60 }, now);
    await expect(hit(db, { key: 'k2', max: 1, windowSeconds: 60 }, now)).resolves.toBeUndefined();
    await expect(hit(db, { key: 'k1', max: 1, windowSeconds: 60 }, now)).rejects.toBeInstanceOf(RateLimitError);
  });
});
