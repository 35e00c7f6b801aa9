// The uniqueness verdict for one field while the user types (spec §5): asked only for a value that passes the local
// rules, 500 ms after the last keystroke, once per value (a value already checked is answered from the cache).
import { useDebouncedValue } from '@mantine/hooks';
import { timers } from '@club/contract/constants';
import { useValidateCompany, type UniqueField } from '../api/validate-company';

export interface Uniqueness {
  /** The spec's message when the current value is taken (e.g. 'The email has already been taken.'). */
  message: string | null;
  checking: boolean;
}

export function useUniqueness(field: UniqueField, value: string, regionId: number | null, locallyValid: boolean): Uniqueness {
  const current = value.trim();
  const [settled] = useDebouncedValue(current, timers.validationDebounceMs);
  const ready = locallyValid && current !== '' && settled === current && (field === 'email' || regionId !== null);
  const query = useValidateCompany(field, settled, regionId, ready);
  if (!ready) return { message: null, checking: false };
  const taken = query.data && !query.data.unique ? (query.data.message ?? null) : null;
  return { message: taken, checking: query.isFetching };
}
