// A phone number grouped the way its region writes it, for display. The grouping rules (libphonenumber, ~29 kB gzip)
// load after the page, not with it (issue 10): until then the number shows as stored, which is already readable.
import { useEffect, useState } from 'react';

type Format = (value: string, regionId?: number | null) => string;
/** Once loaded, every later use formats from its first render. */
let loaded: Format | null = null;

export function usePhoneDisplay(value: string, regionId?: number | null): string {
  const [format, setFormat] = useState<Format | null>(() => loaded);
  useEffect(() => {
    if (format) return;
    let live = true;
    void import('@club/contract/phone-display').then(({ formatPhone }) => {
      loaded = formatPhone;
      if (live) setFormat(() => formatPhone);
    });
    return () => {
      live = false;
    };
  }, [format]);
  return format && value ? format(value, regionId) : value;
}
