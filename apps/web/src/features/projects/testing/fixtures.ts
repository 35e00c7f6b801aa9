// Contract-shaped projects and scans for the web tests, and a fake server holding them.
import type { Project, ProjectListItem, Scan } from '@club/contract/projects';
import { projectStatusNames } from '@club/contract/projects';
import type { StubHandler } from '../../../test/stub-fetch';

export const projectUuid = (i: number) => `00000000-0000-4000-8000-0000000002${String(i).padStart(2, '0')}`;
export const scanUuid = (i: number) => `00000000-0000-4000-8000-0000000003${String(i).padStart(2, '0')}`;

type StatusId = 1 | 2 | 3 | 4 | 5;
export const status = (id: StatusId) => ({ id, name: projectStatusNames[id] });

export function scanFixture(i: number, over: Partial<Scan> = {}): Scan {
  return {
    uuid: scanUuid(i),
    id: 300 + i,
    serial_number: `RW${String(100000 + i)}`,
    name: 'Centre-pivot roof window',
    product_group: 'roof-window',
    type: 'GGL',
    size: '78×118',
    variant: 'pine',
    created_at: '2026-11-01T10:00:00.000Z',
    flag: 1,
    reason: null,
    points: 5,
    max_points: 5,
    survey: [],
    ...over,
  };
}

export function projectFixture(i: number, over: Partial<Project> = {}): Project {
  const products = over.products ?? [];
  return {
    uuid: projectUuid(i),
    id: 200 + i,
    name: 'Project',
    street_name: `ul. Długa ${i}`,
    city: 'Gdańsk',
    postal_code: '80-827',
    status: status(1),
    created_at: '2026-11-01T09:00:00.000Z',
    days_left: 80,
    available_points: 5 * products.length,
    calculated_available_points: 5 * products.length,
    max_points: 5 * products.length,
    calculated_max_points: 5 * products.length,
    products_count: products.length,
    has_survey: false,
    lead: null,
    survey: [],
    earnings: { base: 5 * products.length, tier_bonus: 0, behaviour_bonus: 0, behaviours: [], in_review: 0 },
    ...over,
    products,
  };
}

export function listItem(p: Project): ProjectListItem {
  const { products: _p, survey: _s, earnings: _e, ...item } = p;
  return item;
}

/** A server with these projects: list (filtered as the server does), detail, scans, delete. */
export function projectRoutes(projects: Project[]): Record<string, StubHandler> {
  const find = (uuid: string | undefined) => projects.find((p) => p.uuid === uuid);
  const notFound = { status: 404, body: { message: 'Not found.', errors: ['Not found.'], code: 'not_found' } };
  return {
    'GET /v1/project': (req) => {
      const page = Number(req.query.get('page') ?? 1);
      const limit = Number(req.query.get('limit') ?? 20);
      const s = req.query.get('status');
      const rows = projects.filter((p) => p.status.id === (s ? Number(s) : 1));
      return {
        body: {
          data: rows.slice((page - 1) * limit, page * limit).map(listItem),
          meta: { current_page: page, last_page: Math.max(1, Math.ceil(rows.length / limit)), per_page: limit, total: rows.length },
        },
      };
    },
    'GET /v1/project/:uuid': (req) => {
      const p = find(req.params.uuid);
      return p ? { body: p } : notFound;
    },
    'GET /v1/product': (req) => {
      const p = find(req.query.get('projects_id') ?? undefined);
      return p ? { body: { data: p.products } } : notFound;
    },
    'DELETE /v1/project/:uuid': (req) => {
      const i = projects.findIndex((p) => p.uuid === req.params.uuid);
      if (i < 0) return notFound;
      projects.splice(i, 1);
      return { status: 204 };
    },
    'DELETE /v2/scans/:uuid': (req) => {
      const p = projects.find((x) => x.products.some((s) => s.uuid === req.params.uuid));
      if (!p) return notFound;
      p.products = p.products.filter((s) => s.uuid !== req.params.uuid);
      p.products_count = p.products.length;
      return { status: 204 };
    },
  };
}
