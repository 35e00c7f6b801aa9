// The `?page=` of a paged list (news, projects, team, balance, orders): a whole number from 1, else 1. The pages and
// their early reads (app/route-data.ts) read it the same way, so both ask for the same page.
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}
