// Add or edit an installer (spec working areas §5 "Add and edit installer"): name and surname required without digits,
// a phone valid for the calling code of the owner's region — typed and sent as the national number, 'Invalid phone
// number.' otherwise — and optionally an email for an invitation by email too. The contract's rules run in the browser
// first; the server's problems (e.g. a phone already in the club) show on their fields.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { installerBodySchema, type InstallerBody, type TeamMember } from '@club/contract/team';
import { regionById } from '@club/contract/regions';
import { registrationMessages } from '@club/contract/registration';
import { isPhoneForRegion } from '@club/contract/validators';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages, useFieldMessage } from '../../../lib/errors';

interface Props {
  regionId: number;
  initial?: TeamMember;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: InstallerBody) => void;
}

/** The national part of an E.164 number of the region (what the form shows and sends). */
export function nationalNumber(phone: string | null, regionId: number): string {
  if (!phone) return '';
  const code = regionById(regionId)?.callingCode ?? '';
  return phone.startsWith(code) ? phone.slice(code.length) : phone;
}

export function InstallerForm({ regionId, initial, submitLabel, pending, error, onSubmit }: Props) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState({
    name: initial?.name ?? '',
    surname: initial?.surname ?? '',
    phone: nationalNumber(initial?.phone ?? null, regionId),
    email: initial?.email ?? '',
  });
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const server = error instanceof ApiError ? error.fields : {};
  const fields = Object.keys(local).length ? local : server;
  const fieldError = (name: string) => fieldMessage(fields[name]?.[0]);
  const callingCode = regionById(regionId)?.callingCode ?? '';
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = e.currentTarget.value;
    setValues((s) => ({ ...s, [key]: v }));
  };

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" maw={640}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (pending) return;
          const parsed = installerBodySchema.safeParse({ ...values, email: values.email.trim() === '' ? null : values.email });
          const out: Record<string, string[]> = {};
          if (!parsed.success) for (const issue of parsed.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
          if (values.phone.trim() !== '' && !isPhoneForRegion(`${callingCode}${values.phone.replace(/\s/g, '')}`, regionId))
            (out.phone ??= []).push(registrationMessages.invalidPhone);
          setLocal(out);
          if (Object.keys(out).length || !parsed.success) return;
          onSubmit(parsed.data);
        }}
      >
        <Stack gap="md">
          <TextInput
            name="name"
            label={intl.formatMessage({ id: 'team.form.name' })}
            withAsterisk
            autoComplete="off"
            value={values.name}
            onChange={set('name')}
            error={fieldError('name')}
          />
          <TextInput
            name="surname"
            label={intl.formatMessage({ id: 'team.form.surname' })}
            withAsterisk
            autoComplete="off"
            value={values.surname}
            onChange={set('surname')}
            error={fieldError('surname')}
          />
          <TextInput
            name="phone"
            type="tel"
            label={intl.formatMessage({ id: 'team.form.phone' })}
            description={intl.formatMessage({ id: 'team.form.phoneHint' })}
            withAsterisk
            inputMode="tel"
            autoComplete="off"
            leftSection={<span aria-hidden>{callingCode}</span>}
            leftSectionWidth={56}
            value={values.phone}
            onChange={set('phone')}
            error={fieldError('phone')}
          />
          <TextInput
            name="email"
            type="email"
            label={intl.formatMessage({ id: 'team.form.email' })}
            description={intl.formatMessage({ id: 'team.form.emailHint' })}
            autoComplete="off"
            value={values.email}
            onChange={set('email')}
            error={fieldError('email')}
          />
          {error && Object.keys(server).length === 0 ? (
            <Alert color="red" role="alert">
              {errors(error).join(' ')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
