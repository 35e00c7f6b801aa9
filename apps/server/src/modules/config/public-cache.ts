// The in-memory copies of GET /v1/config/public (routes.ts keeps one per app). Staff edits of regional settings clear
// them, so the portal reads the change at its next request instead of after the 30 s the copy would otherwise live.
const caches = new Set<Map<string, unknown>>();

export function registerPublicConfigCache(cache: Map<string, unknown>): void {
  caches.add(cache);
}

export function invalidatePublicConfig(): void {
  for (const cache of caches) cache.clear();
}
