// Tier bracket arithmetic shared by the server and the web; no zod here (the web imports it on first load).

/** The bracket `count` units fall in (the first whose range holds it; below every range, the lowest). */
export function bracketFor<B extends { from: number; to: number; level: number }>(brackets: readonly B[], count: number): B | null {
  const sorted = [...brackets].sort((a, b) => a.level - b.level);
  return (
    sorted.find((b) => count >= b.from && count <= b.to) ?? (count < (sorted[0]?.from ?? 0) ? (sorted[0] ?? null) : (sorted.at(-1) ?? null))
  );
}

/** The spec's bracket width: to − from + 1. */
export const bracketWidth = (b: { from: number; to: number }) => b.to - b.from + 1;
