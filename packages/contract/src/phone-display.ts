// Phone numbers as people read them: grouped the way the region writes them, always with the calling code
// ("+48512345678" → "+48 512 345 678"). Stored numbers stay E.164; this is for display only.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { regionById } from './regions.ts';

/** The number in international form with the region's grouping; unparsable input (or a test number) comes back as given. */
export function formatPhone(value: string, regionId?: number | null): string {
  const region = regionId ? regionById(regionId) : undefined;
  const parsed = parsePhoneNumberFromString(value.trim(), region?.code as CountryCode | undefined);
  return parsed?.isValid() ? parsed.formatInternational() : value;
}
