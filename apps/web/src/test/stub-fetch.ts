// A fake server for web tests: `globalThis.fetch` answers from a table of routes ('METHOD /path', path params as
// :name) and records every call, so a test can assert what was sent. Unknown routes answer 404 in the error envelope.
import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}
export type StubAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type StubHandler = (req: StubRequest) => StubAnswer | Promise<StubAnswer>;

export function stubFetch(routes: Record<string, StubHandler>) {
  const calls: StubRequest[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    const names: string[] = [];
    const re = new RegExp('^' + pattern.replace(/:(\w+)/g, (_, n: string) => (names.push(n), '([^/]+)')) + '$');
    return { method, re, names, handler };
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    for (const r of table) {
      const m = r.method === method ? r.re.exec(url.pathname) : null;
      if (!m) continue;
      const params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
      const req = { method, path: url.pathname, query: url.searchParams, params, body, headers };
      calls.push(req);
      const answer = await r.handler(req);
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
        status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }
    calls.push({ method, path: url.pathname, query: url.searchParams, params: {}, body, headers });
    return new Response(JSON.stringify({ message: 'Not found.', errors: ['Not found.'], code: 'not_found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The calls to `METHOD /path` (exact path). */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const errorBody = (message: string, code: string, fields?: Record<string, string[]>) => ({
  message,
  errors: [message],
  code,
  ...(fields ? { fields } : {}),
});
