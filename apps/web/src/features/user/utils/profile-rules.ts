// The profile form's rules — the contract's schema and the phone check for the region (zod, libphonenumber) — fetched
// when the form is first used, not with the page (issue 10).
import { updateUserBodySchema, type UpdateUserBody } from '@club/contract/company';
import { isPhoneForRegion, messages } from '@club/contract/validators';
import { addProblem, type Problems } from '../../../components/forms/use-text-form';

export interface ProfileValues {
  name: string;
  surname: string;
  email: string;
  phone: string;
}

/**
 * The changed fields as the body to send, and the problems by field. The phone is typed as the national number and
 * sent as the full international one.
 */
export function profileChanges(
  values: ProfileValues,
  initial: ProfileValues,
  regionId: number,
  callingCode: string,
): { body: UpdateUserBody; problems: Problems } {
  const body: UpdateUserBody = {};
  const problems: Problems = {};
  if (values.name.trim() !== initial.name) body.name = values.name;
  if (values.surname.trim() !== initial.surname) body.surname = values.surname;
  if (values.email.trim().toLowerCase() !== initial.email) body.email = values.email.trim() === '' ? null : values.email;
  if (values.phone.replace(/\s/g, '') !== initial.phone) {
    const digits = values.phone.replace(/\s/g, '');
    if (digits === '') body.phone = null;
    else if (!isPhoneForRegion(`${callingCode}${digits}`, regionId)) addProblem(problems, 'phone', messages.phone);
    else body.phone = `${callingCode}${digits}`;
  }
  const parsed = updateUserBodySchema.safeParse(body);
  if (!parsed.success) for (const issue of parsed.error.issues) addProblem(problems, String(issue.path[0]), issue.message);
  return { body: parsed.success ? parsed.data : body, problems };
}
