// The installer form's rules — the contract's schema and the phone check for the owner's region (zod,
// libphonenumber) — fetched when the form is first used, not with the page (issue 10).
import { installerBodySchema, type InstallerBody } from '@club/contract/team';
import { registrationMessages } from '@club/contract/messages';
import { isPhoneForRegion } from '@club/contract/validators';
import { addProblem, type Problems } from '../../../components/forms/use-text-form';

export interface InstallerValues {
  name: string;
  surname: string;
  phone: string;
  email: string;
}

/** The body to send, or the problems by field (a national phone number is checked with the region's calling code). */
export function checkInstaller(
  values: InstallerValues,
  regionId: number,
  callingCode: string,
): { body: InstallerBody | null; problems: Problems } {
  const parsed = installerBodySchema.safeParse({ ...values, email: values.email.trim() === '' ? null : values.email });
  const problems: Problems = {};
  if (!parsed.success) for (const issue of parsed.error.issues) addProblem(problems, String(issue.path[0]), issue.message);
  if (values.phone.trim() !== '' && !isPhoneForRegion(`${callingCode}${values.phone.replace(/\s/g, '')}`, regionId))
    addProblem(problems, 'phone', registrationMessages.invalidPhone);
  return { body: parsed.success && Object.keys(problems).length === 0 ? parsed.data : null, problems };
}
