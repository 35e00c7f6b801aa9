// The projects' part of `npm run bench` (bench/run.ts runs it; `npm run bench:projects` runs only it): projects and
// scans at 100,000 scans over 20,000 projects and at 1,000,000 scans over 200,000 projects (the growth), the list, the
// filtered list and one project, and the throughput of POST /v1/project/{uuid}/scans. Formerly its own runner with
// its own database, companies and targets; now it shares run.ts's (and its real sessions).
import type pg from 'pg';

/**
 * Projects and scans at each size: 5 scans a project and 10 projects a company at both, on 2,000 companies at the small
 * size and on all 20,000 at the large one. A sampled company's first page is then the same at both sizes (10 projects
 * of 5 scans), and the growth compares the same request over tables ten times larger. (Spread one project a company at
 * 100k, the growth compared a page of one project with a page of ten.)
 */
export const projectSizes = [
  { projects: 20_000, scans: 100_000 },
  { projects: 200_000, scans: 1_000_000 },
];

/**
 * Grows to `projects` projects (10 a company, in the companies' order: most closed, some open, lost or in review,
 * created over three years) with five scans each, every scan of a unit of its own. One statement per table.
 */
export async function growProjects(
  c: pg.Client,
  companies: number,
  from: { projects: number; scans: number },
  to: { projects: number; scans: number },
) {
  const { rows } = await c.query<{ min: number }>(`select min(id) as min from companies where registration_number like 'BENCH%'`);
  const first = rows[0]?.min ?? 1;
  const perProject = to.scans / to.projects;
  await c.query(
    `insert into projects (companies_id, users_id, name, street_name, city, postal_code, status, survey, credited_points,
                           last_activity_at, closed_at, created_at)
     select $1::int + (n / 10) % $2::int, null, 'Projekt', 'Bench street ' || n, 'Warszawa', '00-001', s.status,
            case when s.status in (2, 5) then '[]'::jsonb end, case when s.status = 2 then 25 else 0 end,
            s.at, case when s.status = 2 then s.at end, s.at
     from generate_series($3::int, $4::int) n,
          lateral (select (array[2,2,2,2,2,2,2,1,1,3,5])[1 + n % 11] as status,
                          now() - make_interval(days => ((n::bigint * 7919) % 1095)::int) as at) s`,
    [first, companies, from.projects, to.projects - 1],
  );
  await c.query(`update projects p set users_id = u.id from users u where u.companies_id = p.companies_id and p.users_id is null`);
  await c.query(
    `insert into product_units (serial_number, product_group, name, type, size, variant, produced_at)
     select 'BU' || lpad(n::text, 10, '0'), (array['roof-window','flashing','interior-blind'])[1 + n % 3],
            'Centre-pivot roof window', 'CPW', '78 × 118 cm', 'Pine, white lacquer, triple glazing', now() - interval '400 days'
     from generate_series($1::int, $2::int) n`,
    [from.scans, to.scans - 1],
  );
  await c.query(
    `insert into scans (projects_id, companies_id, product_units_id, serial_number, base_points, flag, created_at)
     select p.id, p.companies_id, u.id, u.serial_number, 5, 1, p.created_at
     from product_units u
     join projects p on p.id = (select min(id) from projects) + (substring(u.serial_number from 3)::int / $3::int)
     where u.serial_number like 'BU%' and substring(u.serial_number from 3)::int between $1::int and $2::int`,
    [from.scans, to.scans - 1, perProject],
  );
  await c.query(
    `update product_units u set claimed_scan_id = s.id from scans s
     where s.product_units_id = u.id and u.claimed_scan_id is null`,
  );
  await c.query('analyze');
}

/** A spread of up to 2,000 bench companies that hold projects, with one of their projects each, so no one row is hot. */
export async function projectSamples(c: pg.Client): Promise<{ user_id: number; company_id: number; uuid: string }[]> {
  const { rows } = await c.query<{ user_id: number; company_id: number; uuid: string }>(
    `select distinct on (p.companies_id) u.id as user_id, p.companies_id as company_id, p.uuid
     from projects p join users u on u.companies_id = p.companies_id
     where p.companies_id in (select id from companies where registration_number like 'BENCH%'
                                and exists (select 1 from projects q where q.companies_id = companies.id)
                              order by md5(id::text) limit 2000)
     order by p.companies_id, md5(p.uuid::text)`,
  );
  return rows;
}

/**
 * Fresh open projects of 500 bench companies and 200,000 units nobody holds yet: each POST adds a new unit's scan.
 * `headersOf` gives the signed-in headers of a company's owner.
 */
export async function scanPosts(
  c: pg.Client,
  headersOf: (owner: { user_id: number; company_id: number }) => Promise<Record<string, string>>,
): Promise<{ method: 'POST'; path: string; headers: Record<string, string>; body: () => string }[]> {
  const { rows: owners } = await c.query<{ user_id: number; company_id: number }>(
    `select u.id as user_id, c.id as company_id from companies c join users u on u.companies_id = c.id
     where c.registration_number like 'BENCH%' order by md5(c.id::text) limit 500`,
  );
  const { rows: open } = await c.query<{ uuid: string; companies_id: number }>(
    `insert into projects (companies_id, users_id, name, street_name, postal_code, last_activity_at)
     select c, u, 'Projekt', 'Scan bench street', '00-001', now() from unnest($1::int[], $2::int[]) as t(c, u)
     returning uuid, companies_id`,
    [owners.map((o) => o.company_id), owners.map((o) => o.user_id)],
  );
  const fresh = 200_000;
  await c.query(
    `insert into product_units (serial_number, product_group, name, type, size, variant, produced_at)
     select 'BN' || lpad(n::text, 10, '0'), 'roof-window', 'Centre-pivot roof window', 'CPW', '78 × 118 cm', 'Pine', now()
     from generate_series(1, $1::int) n`,
    [fresh],
  );
  await c.query('analyze');
  let serial = 0;
  const headers = new Map<number, Record<string, string>>();
  for (const o of owners) headers.set(o.company_id, await headersOf(o));
  return open.map((p) => ({
    method: 'POST' as const,
    path: `/v1/project/${p.uuid}/scans`,
    headers: headers.get(p.companies_id) ?? {},
    body: () => JSON.stringify({ serial_number: `BN${String((serial++ % fresh) + 1).padStart(10, '0')}` }),
  }));
}
