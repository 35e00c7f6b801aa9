// How registration answers are shown back to the user.
/** The phone as the user will see it: the region's calling code before a national number. */
export function displayPhone(phone: string, callingCode: string | undefined): string {
  const p = phone.trim();
  if (!p || p.startsWith('+') || !callingCode) return p;
  return `${callingCode} ${p}`;
}
