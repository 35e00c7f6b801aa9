// The spec's single address string and its street and house number, without zod (a page builds a customer's address
// with its own code; registration.ts re-exports these).

/** Splits the spec's single address string into street and house number (the last part holding a digit). */
export function splitAddress(address: string): { street: string; house_number: string } {
  const parts = address.trim().split(/\s+/).filter(Boolean);
  for (let i = parts.length - 1; i > 0; i--) {
    if (/\d/.test(parts[i] ?? '')) return { street: parts.slice(0, i).join(' '), house_number: parts.slice(i).join(' ') };
  }
  return { street: parts.join(' '), house_number: '' };
}

/** The stored `address`: street plus house number. */
export function joinAddress(street: string, houseNumber: string): string {
  return `${street.trim()} ${houseNumber.trim()}`.trim();
}
