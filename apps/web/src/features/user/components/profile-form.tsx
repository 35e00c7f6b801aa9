// Edit the own profile (spec working areas §5 "Profile edit"): name, surname, email and phone; only the changed
// fields are sent; the email must be valid; the phone is checked for the region and sent as the full international
// number. A changed email is verified before it replaces the old one (the page then goes to /verify-email).
import { Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { SelfUser } from '@club/contract/company';
import { regionById } from '@club/contract/regions-data';
import { useTextForm } from '../../../components/forms/use-text-form';
import { onDemand, useOnDemand } from '../../../lib/on-demand';
import { useUpdateProfile } from '../api/update-profile';

const rules = onDemand(() => import('../utils/profile-rules'));

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

  const withRules = useOnDemand(rules);

  return (
    <form
      noValidate
      onFocus={rules.prefetch}
      onSubmit={(e) => {
        e.preventDefault();
        if (update.isPending) return;
        withRules(({ profileChanges }) => {
          const { body, problems } = profileChanges(values, initial, regionId, callingCode);
          setLocal(problems);
          if (Object.keys(problems).length) return;
          if (Object.keys(body).length === 0) return onDone(null);
          update.mutate({ id: user.id, body }, { onSuccess: (saved) => onDone(saved) });
        });
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
