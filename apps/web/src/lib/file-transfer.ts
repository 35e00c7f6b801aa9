// Uploads (multipart) and downloads (bytes) with the bearer token: a link to /files/… cannot carry it, so files are
// fetched as blobs. Kept out of api-client.ts so the entry chunk does not grow for pages that never upload.
import type { ErrorEnvelope } from '@club/contract/common';
import { ApiError, buildUrl, refreshToken, retryAfterSeconds } from './api-client';
import { tokenStore } from './session/token';

async function authorizedFetch(path: string, init: { method?: string; body?: FormData; signal?: AbortSignal }): Promise<Response> {
  if (tokenStore.needsRefresh()) await refreshToken();
  const token = tokenStore.get();
  const headers: Record<string, string> = {};
  if (token?.token) headers.authorization = `Bearer ${token.token}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(path), { method: init.method ?? 'GET', headers, body: init.body, signal: init.signal });
  } catch (err) {
    throw new ApiError(0, { message: err instanceof Error ? err.message : 'Network error', code: 'network' });
  }
  if (!res.ok) {
    const text = await res.text();
    let data: unknown = {};
    try {
      data = JSON.parse(text);
    } catch {
      data = { message: text };
    }
    throw new ApiError(res.status, data as Partial<ErrorEnvelope>, retryAfterSeconds(res.headers.get('retry-after')));
  }
  return res;
}

/** POST a multipart form (a file upload); answers the JSON body. */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  const res = await authorizedFetch(path, { method: 'POST', body: form });
  return (await res.json()) as T;
}

/** Downloads a file the caller may read (/files/…) under the given name. */
export async function downloadFile(path: string, name: string): Promise<void> {
  const res = await authorizedFetch(path.includes('?') ? path : `${path}?download=1`, {});
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
