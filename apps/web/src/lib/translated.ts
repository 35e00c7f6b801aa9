// Texts that come from configuration in several languages (regional settings: company types, surveys, footer links).
import type { Translated } from '@club/contract/config';

/** The text in `language`, else English (always present). */
export function textIn(text: Translated, language: string): string {
  return text[language] ?? text.en;
}
