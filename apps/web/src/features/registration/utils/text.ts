// Texts that come from the regional configuration in several languages: the user's language, else English.
import type { Translated } from '@club/contract/config';

export function pick(text: Translated, language: string): string {
  return text[language] ?? text.en;
}

/** The phone as the user will see it: the region's calling code before a national number. */
export function displayPhone(phone: string, callingCode: string | undefined): string {
  const p = phone.trim();
  if (!p || p.startsWith('+') || !callingCode) return p;
  return `${callingCode} ${p}`;
}
