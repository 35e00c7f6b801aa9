// Serial numbers and the QR codes on product labels (spec working areas §5 Scan). Plain TypeScript without zod, so a
// page that only checks a typed serial does not load the validation library; projects.ts re-exports all of it.

/** Serial numbers are letters and digits; spaces and dashes people type or labels print are dropped, letters upper-cased. */
export const serialNumberPattern = /^[A-Z0-9]{6,32}$/;
export const serialMaxInput = 64;
export const qrMaxInput = 2048;

/** The canonical form of a typed or decoded serial: no spaces or dashes, upper case. */
export function normaliseSerial(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isSerialNumber(value: string): boolean {
  return serialNumberPattern.test(normaliseSerial(value));
}

/**
 * The serial a label's QR code carries: either the bare serial or a URL whose path ends in `/p/<serial>`
 * (a trailing slash, query or fragment is ignored). Null when the text is neither.
 */
export function serialFromQr(text: string): string | null {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    let path: string;
    try {
      path = new URL(trimmed).pathname;
    } catch {
      return null;
    }
    const match = /\/p\/([^/]+)\/?$/.exec(path);
    if (!match?.[1]) return null;
    let serial: string;
    try {
      serial = normaliseSerial(decodeURIComponent(match[1]));
    } catch {
      return null;
    }
    return serialNumberPattern.test(serial) ? serial : null;
  }
  const serial = normaliseSerial(trimmed);
  return serialNumberPattern.test(serial) ? serial : null;
}

export const scanMessages = {
  /** The typed serial is not letters and digits of the right length. */
  serialNumber: 'validation.serialNumber',
  /** The decoded QR text is neither a serial nor a product-label URL. */
  qr: 'validation.qr',
  /** Neither serial_number nor qr was sent, or both were. */
  serialOrQr: 'validation.serialOrQr',
} as const;
