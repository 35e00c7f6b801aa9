import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log.ts';

async function appWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new OneLineRequestLog() });
  app.get('/v1/thing', async () => ({ ok: true }));
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request with method, path without the query, status and time', async () => {
    const { app, lines } = await appWithLog('info');
    await app.inject({ method: 'GET', url: '/v1/thing?code=12345' });
    await app.inject({ method: 'GET', url: '/v1/missing' });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v1/thing', status: 200, reqId: expect.any(String) });
    expect(typeof requests[0]?.ms).toBe('number');
    expect(requests[1]).toMatchObject({ path: '/v1/missing', status: 404 });
    expect(JSON.stringify(lines)).not.toContain('12345');
  });

  it('writes nothing per request above info', async () => {
    const { app, lines } = await appWithLog('warn');
    await app.inject({ method: 'GET', url: '/v1/thing' });
    await app.close();
    expect(lines).toEqual([]);
  });
});
