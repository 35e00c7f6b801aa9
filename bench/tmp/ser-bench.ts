import { companyPointsSummarySchema, pointsHistorySchema } from '/work/wt/perf/packages/contract/src/points.ts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { createSerializerCompiler, responseJsonSchema } from '/work/wt/perf/apps/server/src/lib/serializer.ts';
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as never;
const fast = createSerializerCompiler({ checkWithZod: false });
const checked = createSerializerCompiler({ checkWithZod: true });
const summary = { company_points: 1234, points: { completed: 1, in_prog: 2, lost: 0, to_expire: 100 }, projects: { completed: 1, in_prog: 2, lost: 0 }, scans: { current_year: 3, completed: 4 } };
const item = { uuid: '0b0e9f3e-2a5c-4a1b-9b1e-1f2e3d4c5b6a', event: 'Welcome points', variation: 'positive', points: 50, created_at: '2026-01-01T00:00:00.000Z', options: { order: null, project: { uuid: '0b0e9f3e-2a5c-4a1b-9b1e-1f2e3d4c5b6a', id: 7 } } };
const history = { data: Array.from({ length: 5 }, () => item), meta: { current_page: 1, last_page: 9, per_page: 5, total: 42 } };
for (const [name, schema, data] of [['summary', companyPointsSummarySchema, summary], ['history', pointsHistorySchema, history]] as const) {
  console.log(name, 'json schema ok:', !!responseJsonSchema(schema as never));
  const z = serializerCompiler(route(schema)); const f = fast(route(schema)); const c = checked(route(schema));
  let zOut: string; try { zOut = z(data); } catch (e) { console.log('zod rejects sample', String((e as Error).cause).slice(0, 400)); continue; }
  console.log('same output:', zOut === f(data), zOut.length);
  for (const [label, fn] of [['zod', z], ['fast', f], ['fast+check', c]] as const) {
    for (let i = 0; i < 20000; i++) fn(data);
    const t = process.hrtime.bigint(); const n = 200000; for (let i = 0; i < n; i++) fn(data);
    console.log(label.padEnd(12), (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(2), 'µs/op');
  }
}
