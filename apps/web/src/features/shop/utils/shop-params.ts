// The shop's URL state (spec §2 Shop): `?page=` (1 when absent or not a number) and `?categories=` (comma list of
// category ids). Links are built from here so every control writes the URL the same way.
import type { ProductFilters } from '../api/get-products';

export function filtersFrom(params: URLSearchParams): ProductFilters {
  const page = Number(params.get('page'));
  const categories = (params.get('categories') ?? '')
    .split(',')
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);
  return { page: Number.isInteger(page) && page > 0 ? page : 1, categories: [...new Set(categories)] };
}

/** The query string for filters (no `page` on page 1, no `categories` for all). */
export function searchOf({ page, categories }: ProductFilters): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (categories.length) params.set('categories', categories.join(','));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
