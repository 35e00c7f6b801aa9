// Edit the own profile (spec working areas §5 "Profile edit"): name, surname, email and phone; only the changed
// fields are sent; the email must be valid; the phone is checked for the region and sent as the full international
// number. A changed email is verified before it replaces the old one (the page then goes to /verify-email).
import { Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { updateUserBodySchema, type SelfUser, type UpdateUserBody } from '@club/contract/company';
import { regionById } from '@club/contract/regions';
import { isPhoneForRegion, messages } from '@club/contract/validators';
import { addProblem, useTextForm, type Problems } from '../../../components/forms/use-text-form';
import { useUpdateProfile } from '../api/update-profile';

function national(phone: string | null, callingCode: string): string {
  if (!phone) return '';
  return phone.startsWith(callingCode) ? phone.slice(callingCode.length) : phone;
}

export function ProfileForm({ user, onDone }: { user: SelfUser; onDone: (saved: SelfUser | null) => void }) {
  const intl = useIntl();
  const update = useUpdateProfile();
  const regionId = user.company.regions_id;
  const callingCode = regionById(regionId)?.callingCode ?? '';
  const initial = {
    name: user.name,
    surname: user.surname,
    email: user.pending_email ?? user.email ?? '',
    phone: national(user.phone, callingCode),
  };
  const { values, setLocal, textField, formAlert } = useTextForm(initial, update.error);

  function changes(): { body: UpdateUserBody; problems: Problems } {
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

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (update.isPending) return;
        const { body, problems } = changes();
        setLocal(problems);
        if (Object.keys(problems).length) return;
        if (Object.keys(body).length === 0) return onDone(null);
        update.mutate({ id: user.id, body }, { onSuccess: (saved) => onDone(saved) });
      }}
    >
      <Stack gap="md">
        {textField('name', 'user.form.name', { withAsterisk: true, autoComplete: 'given-name' })}
        {textField('surname', 'user.form.surname', { withAsterisk: true, autoComplete: 'family-name' })}
        {textField('email', 'user.email', {
          type: 'email',
          description: intl.formatMessage({ id: 'user.form.emailHint' }),
          autoComplete: 'email',
        })}
        {textField('phone', 'user.phone', {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel-national',
          leftSection: <span aria-hidden>{callingCode}</span>,
          leftSectionWidth: 56,
        })}
        {formAlert()}
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {intl.formatMessage({ id: 'user.form.save' })}
          </Button>
          <Button variant="default" onClick={() => onDone(null)}>
            {intl.formatMessage({ id: 'user.form.cancel' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
