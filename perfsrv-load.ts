import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { signAccessToken } from './apps/server/src/lib/tokens.ts';
import { startTarget, stopTargets } from './bench/start-target.ts';
const url = 'postgres://postgres@127.0.0.1:5432/perfsrv_prof';
const secret = randomBytes(32).toString('hex');
const c = new pg.Client({ connectionString: url }); await c.connect();
const { rows } = await c.query(`select u.id as user_id, c.id as company_id, c.uuid from companies c join users u on u.companies_id = c.id where c.registration_number like 'BENCH%' order by md5(c.id::text) limit 500`);
const { rows: chains } = await c.query(`insert into refresh_tokens (chain_id, users_id, token_hash, created_at, expires_at)
  select gen_random_uuid(), u, 'prof:' || u || ':' || gen_random_uuid(), now(), now() + interval '30 days' from unnest($1::int[]) u returning users_id, chain_id::text`, [rows.map((r) => r.user_id)]);
const chainOf = new Map(chains.map((x) => [x.users_id, x.chain_id]));
await c.end();
const hdr = (r) => ({ authorization: `Bearer ${signAccessToken({ sub: r.user_id, cid: r.company_id, sid: chainOf.get(r.user_id) }, secret, 3600).token}` });
const samples = rows.map((r) => ({ ...r, headers: hdr(r) }));
const app = await startTarget('app', { databaseUrl: url, secret });
const base = await startTarget('baseline', { databaseUrl: url, secret });
const seconds = Number(process.env.S ?? 5);
async function run(name, port, mk) {
  let i = 0;
  const go = (d) => autocannon({ url: `http://127.0.0.1:${port}`, connections: 20, duration: d, requests: [{ setupRequest: (req) => { const s = mk(samples[i++ % samples.length]); return { ...req, path: s.path, headers: { ...req.headers, ...(s.headers ?? {}) } }; } }] });
  await go(1);
  const r = await go(seconds);
  console.log(`${name}: ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} non2xx ${r.non2xx}`);
}
const only = process.env.ONLY?.split(',');
if (!only || only.includes('base')) await run('baseline', base.port, (s) => ({ path: `/row/${s.company_id}` }));
if (!only || only.includes('summary')) await run('summary', app.port, (s) => ({ path: `/v1/company/points/${s.uuid}`, headers: s.headers }));
if (!only || only.includes('history')) await run('history', app.port, (s) => ({ path: '/v1/points/history?page=1&limit=5', headers: s.headers }));
console.log('authCache', app.authCache);
await stopTargets([app.child, base.child]);
