// The one API client (DESIGN §7): bearer token, refresh when < 10 minutes remain, 30 s timeout,
// 503 → /maintenance, 401 → the session refetches the own user, cancellation → status 499, error envelope → ApiError.
import { timers } from '@club/contract/constants';
import type { ErrorEnvelope } from '@club/contract/common';
import { tokenStore, type StoredToken } from './session/token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorEnvelope>,
    /** Seconds from the answer's `Retry-After` (429, 503), when it gave one. */
    readonly retryAfter?: number,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
  get code(): string | undefined {
    return this.body.code;
  }
  get errors(): string[] {
    return this.body.errors ?? (this.body.message ? [this.body.message] : []);
  }
  get fields(): Record<string, string[]> {
    return this.body.fields ?? {};
  }
}

export const CANCELLED = 499;

type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the bearer token and the refresh (sign-in calls). */
  anonymous?: boolean;
  /** Use this bearer instead of the stored session, without refreshing (the login track keeps its token in memory until it finishes). */
  token?: string;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Answer the body as a Blob (a PDF download); errors still come as ApiError from the envelope. */
  blob?: boolean;
}

interface Handlers {
  onMaintenance: () => void;
  onUnauthorized: () => void;
}
const handlers: Handlers = { onMaintenance: () => {}, onUnauthorized: () => {} };
export function setApiHandlers(h: Partial<Handlers>) {
  Object.assign(handlers, h);
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `Retry-After` as whole seconds (it may be seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

let refreshing: Promise<void> | null = null;
/** Refreshes the token once for all callers that need it at the same moment. */
export function refreshToken(): Promise<void> {
  const current = tokenStore.get();
  if (!current) return Promise.resolve();
  refreshing ??= (async () => {
    try {
      const res = await fetch('/v2/installer/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refresh_token: current.refresh_token }),
        signal: AbortSignal.timeout(timers.requestTimeoutMs),
      });
      if (res.ok) tokenStore.set((await res.json()) as StoredToken);
      else if (res.status === 401) tokenStore.clear();
    } catch {
      // Network trouble: keep the current token while it is still valid.
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const oneOff = options.token !== undefined;
  if (!options.anonymous && !oneOff && tokenStore.needsRefresh()) await refreshToken();
  const token = options.anonymous || oneOff ? null : tokenStore.get();
  const timeout = AbortSignal.timeout(timers.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const bearer = oneOff ? options.token : token?.token;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw new ApiError(CANCELLED, { message: 'Request cancelled.', code: 'cancelled' });
    if (timeout.aborted) throw new ApiError(408, { message: 'The server did not answer in time.', code: 'timeout' });
    throw new ApiError(0, { message: err instanceof Error ? err.message : 'Network error', code: 'network' });
  }
  if (res.status === 503) handlers.onMaintenance();
  if (res.status === 401 && token) handlers.onUnauthorized();
  if (res.status === 204 || res.status === 304) return undefined as T;
  if (options.blob && res.ok) return (await res.blob()) as T;
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  if (!res.ok) throw new ApiError(res.status, (data ?? {}) as Partial<ErrorEnvelope>, retryAfterSeconds(res.headers.get('retry-after')));
  return data as T;
}
