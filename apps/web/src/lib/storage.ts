// Browser storage under the spec's keys. Reads never throw (private mode, quota, corrupt JSON).
import { type storageKeys } from '@club/contract/constants';

type Key = (typeof storageKeys)[keyof typeof storageKeys];

function area(session: boolean): Storage | null {
  try {
    return session ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: Key, session = false): T | null {
  const raw = area(session)?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: Key, value: unknown, session = false): void {
  try {
    area(session)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the app keeps working without persistence.
  }
}

export function readString(key: Key, session = false): string | null {
  return area(session)?.getItem(key) ?? null;
}

export function writeString(key: Key, value: string, session = false): void {
  try {
    area(session)?.setItem(key, value);
  } catch {
    // see writeJson
  }
}

export function remove(key: Key, session = false): void {
  area(session)?.removeItem(key);
}
