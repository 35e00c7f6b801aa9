// Edit the own profile (spec working areas §5 "Profile edit"): name, surname, email and phone; only the changed
// fields are sent; the email must be valid; the phone is checked for the region and sent as the full international
// number. A changed email is verified before it replaces the old one (the page then goes to /verify-email).
import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { updateUserBodySchema, type SelfUser, type UpdateUserBody } from '@club/contract/company';
import { regionById } from '@club/contract/regions';
import { isPhoneForRegion, messages } from '@club/contract/validators';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages, useFieldMessage } from '../../../lib/errors';
import { useUpdateProfile } from '../api/update-profile';

function national(phone: string | null, callingCode: string): string {
  if (!phone) return '';
  return phone.startsWith(callingCode) ? phone.slice(callingCode.length) : phone;
}

export function ProfileForm({ user, onDone }: { user: SelfUser; onDone: (saved: SelfUser | null) => void }) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const fieldMessage = useFieldMessage();
  const update = useUpdateProfile();
  const regionId = user.company.regions_id;
  const callingCode = regionById(regionId)?.callingCode ?? '';
  const initial = {
    name: user.name,
    surname: user.surname,
    email: user.pending_email ?? user.email ?? '',
    phone: national(user.phone, callingCode),
  };
  const [values, setValues] = useState(initial);
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const server = update.error instanceof ApiError ? update.error.fields : {};
  const fields = Object.keys(local).length ? local : server;
  const fieldError = (name: string) => fieldMessage(fields[name]?.[0]);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = e.currentTarget.value;
    setValues((s) => ({ ...s, [key]: v }));
  };

  function changes(): { body: UpdateUserBody; problems: Record<string, string[]> } {
    const body: UpdateUserBody = {};
    const problems: Record<string, string[]> = {};
    if (values.name.trim() !== initial.name) body.name = values.name;
    if (values.surname.trim() !== initial.surname) body.surname = values.surname;
    if (values.email.trim().toLowerCase() !== initial.email) body.email = values.email.trim() === '' ? null : values.email;
    if (values.phone.replace(/\s/g, '') !== initial.phone) {
      const digits = values.phone.replace(/\s/g, '');
      if (digits === '') body.phone = null;
      else if (!isPhoneForRegion(`${callingCode}${digits}`, regionId)) (problems.phone ??= []).push(messages.phone);
      else body.phone = `${callingCode}${digits}`;
    }
    const parsed = updateUserBodySchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) (problems[String(issue.path[0])] ??= []).push(issue.message);
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
        <TextInput
          name="name"
          label={intl.formatMessage({ id: 'user.form.name' })}
          withAsterisk
          autoComplete="given-name"
          value={values.name}
          onChange={set('name')}
          error={fieldError('name')}
        />
        <TextInput
          name="surname"
          label={intl.formatMessage({ id: 'user.form.surname' })}
          withAsterisk
          autoComplete="family-name"
          value={values.surname}
          onChange={set('surname')}
          error={fieldError('surname')}
        />
        <TextInput
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'user.email' })}
          description={intl.formatMessage({ id: 'user.form.emailHint' })}
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={fieldError('email')}
        />
        <TextInput
          name="phone"
          type="tel"
          inputMode="tel"
          label={intl.formatMessage({ id: 'user.phone' })}
          autoComplete="tel-national"
          leftSection={<span aria-hidden>{callingCode}</span>}
          leftSectionWidth={56}
          value={values.phone}
          onChange={set('phone')}
          error={fieldError('phone')}
        />
        {update.isError && Object.keys(server).length === 0 ? (
          <Alert color="red" role="alert">
            {errors(update.error).join(' ')}
          </Alert>
        ) : null}
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
