import pg from 'pg';
import { openPostgres } from './apps/server/src/db/client.ts';
import { seedReference } from './apps/server/src/db/seed/reference.ts';
const base = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = 'postgres://postgres@127.0.0.1:5432/perfsrv_prof';
const companies = 20000;
const a = new pg.Client({ connectionString: base }); await a.connect();
await a.query('drop database if exists perfsrv_prof with (force)'); await a.query('create database perfsrv_prof'); await a.end();
const d = await openPostgres(url, 2); await seedReference(d.db); await d.close();
const c = new pg.Client({ connectionString: url }); await c.connect();
await c.query(`insert into companies (name, regions_id, registration_number, disclaimer_accepted)
     select 'Bench company ' || g, 1 + g % 16, 'BENCH' || g, true from generate_series(1, $1) g`, [companies]);
await c.query(`insert into users (companies_id, name, surname, email, role, languages_id)
     select id, 'Owner', 'Bench', 'owner' || id || '@bench.invalid', 3, 1 from companies where registration_number like 'BENCH%'`);
const { rows } = await c.query(`select min(id) as min from companies where registration_number like 'BENCH%'`);
const first = rows[0].min; const total = Number(process.argv[2] ?? 1000000);
await c.query(
    `insert into point_entries (companies_id, amount, points, kind, variation, balance_after, idempotency_key, project_id, project_uuid, created_at)
     select $1::int + n % $2::int, a, a, k, 'positive', a, 'bench:' || n,
            case when k = 'project' then n end, case when k = 'project' then gen_random_uuid() end,
            now() - make_interval(days => (n / $2::int) * 73, secs => n % 86400)
     from (select n, 1 + (n::bigint * 7919) % 100 as a, (array['welcome','project','tier_bonus','behaviour'])[1 + n % 4] as k
           from generate_series($3::int, $4::int) n) s`, [first, companies, 0, total - 1]);
await c.query(`insert into point_lots (companies_id, entry_id, amount, remaining, earned_at, expires_at)
     select companies_id, id, amount, case when e.expires_at <= now() then 0 else amount end, created_at, e.expires_at
     from point_entries, lateral (select (date_trunc('year', created_at at time zone 'UTC') + interval '2 years') at time zone 'UTC' as expires_at) e`);
await c.query(`insert into point_accounts (companies_id, balance, entries, project_points)
     select e.companies_id, coalesce(l.balance, 0), e.entries, e.project_points
     from (select companies_id, count(*) as entries, sum(case when kind = 'project' then amount else 0 end) as project_points
           from point_entries group by companies_id) e
     left join (select companies_id, sum(remaining) as balance from point_lots group by companies_id) l using (companies_id)`);
await c.query('analyze');
await c.end();
console.log('seeded', total);
