// Add or edit an installer (spec working areas §5 "Add and edit installer"): name and surname required without digits,
// a phone valid for the calling code of the owner's region — typed and sent as the national number, 'Invalid phone
// number.' otherwise — and optionally an email for an invitation by email too. The contract's rules run in the browser
// first; the server's problems (e.g. a phone already in the club) show on their fields.
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { InstallerBody, TeamMember } from '@club/contract/team';
import { regionById } from '@club/contract/regions-data';
import { useTextForm } from '../../../components/forms/use-text-form';
import { onDemand, useOnDemand } from '../../../lib/on-demand';

const rules = onDemand(() => import('../utils/installer-rules'));

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
  const { values, setLocal, textField, formAlert } = useTextForm(
    {
      name: initial?.name ?? '',
      surname: initial?.surname ?? '',
      phone: nationalNumber(initial?.phone ?? null, regionId),
      email: initial?.email ?? '',
    },
    error,
  );
  const callingCode = regionById(regionId)?.callingCode ?? '';
  const withRules = useOnDemand(rules);

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" maw={640}>
      <form
        noValidate
        onFocus={rules.prefetch}
        onSubmit={(e) => {
          e.preventDefault();
          if (pending) return;
          withRules(({ checkInstaller }) => {
            const { body, problems } = checkInstaller(values, regionId, callingCode);
            setLocal(problems);
            if (body) onSubmit(body);
          });
        }}
      >
        <Stack gap="md">
          {textField('name', 'team.form.name', { withAsterisk: true, autoComplete: 'off' })}
          {textField('surname', 'team.form.surname', { withAsterisk: true, autoComplete: 'off' })}
          {textField('phone', 'team.form.phone', {
            type: 'tel',
            description: intl.formatMessage({ id: 'team.form.phoneHint' }),
            withAsterisk: true,
            inputMode: 'tel',
            autoComplete: 'off',
            leftSection: <span aria-hidden>{callingCode}</span>,
            leftSectionWidth: 56,
          })}
          {textField('email', 'team.form.email', {
            type: 'email',
            description: intl.formatMessage({ id: 'team.form.emailHint' }),
            autoComplete: 'off',
          })}
          {formAlert()}
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
