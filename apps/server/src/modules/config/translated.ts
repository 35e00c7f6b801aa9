// Trims translated texts ({en, pl, cs, ...}) inside any configuration value to the given languages.
import type { Translated } from '@club/contract/config';

function isTranslated(value: unknown): value is Translated {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Record<string, unknown>).en === 'string' &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

export function onlyLanguages<T>(value: T, keep: readonly string[]): T {
  if (Array.isArray(value)) return value.map((v: unknown) => onlyLanguages(v, keep)) as T;
  if (isTranslated(value)) return Object.fromEntries(Object.entries(value).filter(([k]) => keep.includes(k))) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onlyLanguages(v, keep)])) as T;
  return value;
}
