// Shared by the catalogue and content pages: picture uploads (multipart with the staff token), the server's per-field
// problems as translated texts, and the option lists of the filters.
import type { IntlShape } from 'react-intl';
import { vendors } from '@club/contract/constants';
import { contentTypes } from '@club/contract/content';
import { languages, regions } from '@club/contract/regions';
import { productTypes } from '@club/contract/shop';
import { ApiError, session } from './api';

/** POSTs one picture as multipart `file`; errors as the JSON client's ApiError. */
export async function uploadPicture<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  const s = session.get();
  const res = await fetch(path, {
    method: 'POST',
    headers: s ? { authorization: `Bearer ${s.token}`, accept: 'application/json' } : { accept: 'application/json' },
    body,
  });
  if (!res.ok) {
    const err = (await res.json().catch(() => ({}))) as {
      message?: string;
      code?: string;
      errors?: string[];
      fields?: Record<string, string[]>;
    };
    throw new ApiError(res.status, err.message ?? res.statusText, err.code ?? 'error', err.errors ?? [], err.fields ?? {});
  }
  return (await res.json()) as T;
}

/** The translated problem of one field (its first), or undefined. */
export function fieldError(intl: IntlShape, error: unknown, path: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const key = error.fields[path]?.[0];
  if (!key) return undefined;
  return key.startsWith('validation.')
    ? intl.formatMessage({ id: key, defaultMessage: intl.formatMessage({ id: 'validation.invalid' }) })
    : key;
}

/** Every field problem as "field: problem" lines, for a summary above the form. */
export function fieldProblems(intl: IntlShape, error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fields).flatMap(([path, keys]) =>
    keys.map((k) => `${path}: ${k.startsWith('validation.') ? intl.formatMessage({ id: k, defaultMessage: k }) : k}`),
  );
}

export const vendorOptions = vendors.map((v) => ({ value: v, label: v }));
export const productTypeOptions = (intl: IntlShape) =>
  productTypes.map((t) => ({ value: t, label: intl.formatMessage({ id: `productType.${t}` }) }));
export const contentTypeOptions = (intl: IntlShape) =>
  contentTypes.map((t) => ({ value: t, label: intl.formatMessage({ id: `contentType.${t}` }) }));
export const languageOptions = languages.map((l) => ({ value: String(l.id), label: l.name }));
export const languageName = (id: number) => languages.find((l) => l.id === id)?.name ?? String(id);

/** The language members of the region read (product and category texts are kept in it, as they are). */
export const regionLanguage = (regionId: number) => {
  const code = regions.find((r) => r.id === regionId)?.language;
  const id = languages.find((l) => l.code === code)?.id;
  return id ? languageName(id) : '';
};
