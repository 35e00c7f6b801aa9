// The console's API client: the staff session token (per browser tab, sessionStorage), JSON in and out, the error
// envelope as an ApiError. A 401 ends the session and goes to the sign-in page.
const KEY = 'club.staff.session';

export interface StaffSession {
  token: string;
  expires_at: string;
}

export const session = {
  get(): StaffSession | null {
    try {
      const s = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StaffSession | null;
      return s && Date.parse(s.expires_at) > Date.now() ? s : null;
    } catch {
      return null;
    }
  },
  set(s: StaffSession) {
    sessionStorage.setItem(KEY, JSON.stringify(s));
  },
  clear() {
    sessionStorage.removeItem(KEY);
  },
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly errors: string[] = [],
    /** Problems per field (`variants.0.price` → ['validation.min']) when the server lists them. */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query: Query = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export async function api<T>(path: string, options: { method?: string; body?: unknown; query?: Query; raw?: boolean } = {}): Promise<T> {
  const s = session.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (s) headers.authorization = `Bearer ${s.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  if (res.status === 401 && !path.startsWith('/admin/api/login')) {
    session.clear();
    if (!window.location.pathname.startsWith('/admin/login')) window.location.assign('/admin/login');
  }
  if (!res.ok) {
    let body: { message?: string; code?: string; errors?: string[]; fields?: Record<string, string[]> } = {};
    try {
      body = (await res.json()) as typeof body;
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, body.message ?? res.statusText, body.code ?? 'error', body.errors ?? [], body.fields ?? {});
  }
  if (res.status === 204) return undefined as T;
  return (options.raw ? await res.text() : await res.json()) as T;
}
