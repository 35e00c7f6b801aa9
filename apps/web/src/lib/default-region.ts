// The region to offer first where a form asks for one (the sign-in phone step, registration): the one remembered
// under the `region` storage key, else the region whose language the interface speaks (a `.pl` host → Polska).
import { storageKeys } from '@club/contract/constants';
import { regions, type LanguageCode } from '@club/contract/regions-data';
import { readString } from './storage';

export function storedRegion(): number | null {
  const id = Number(readString(storageKeys.region));
  return regions.some((r) => r.id === id) ? id : null;
}

export function defaultRegion(language: LanguageCode): number | null {
  return storedRegion() ?? regions.find((r) => r.language === language)?.id ?? null;
}
