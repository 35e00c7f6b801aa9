// The own profile (spec access §2 "/user", working areas §2): personal details and the company, each with an edit
// mode (the company for owners only), the consent toggles saved at once, and a pending new email waiting for its code.
import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isOwner } from '@club/contract/constants';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegionalSettings } from '@club/contract/config';
import { languageById, regionById } from '@club/contract/regions-data';
import type { SelfUser } from '@club/contract/company';
import { useLanguage } from '../../../lib/i18n';
import { textIn } from '../../../lib/translated';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import { paths } from '../../../config/paths';
import { AvatarEdit } from './avatar-edit';
import { CompanyForm } from './company-form';
import { ConsentToggles } from './consent-toggles';
import { ProfileForm } from './profile-form';

function Phone({ value, regionId }: { value: string; regionId: number }) {
  return <>{usePhoneDisplay(value, regionId)}</>;
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="light" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onClick} aria-label={label}>
      <FormattedMessage id="user.edit" />
    </Button>
  );
}

interface Props {
  user: SelfUser;
  settings: RegionalSettings | undefined;
  /** After a save that left a new email waiting for its code. */
  onEmailPending: () => void;
}

export function ProfileView({ user, settings, onEmailPending }: Props) {
  const intl = useIntl();
  const [editing, setEditing] = useState<'profile' | 'company' | null>(null);
  const owner = isOwner(user.role.id);
  const { language } = useLanguage();
  const none = intl.formatMessage({ id: 'user.none' });
  const companyType = settings?.company_types.find((t) => t.id === user.company.company_type);
  const region = regionById(user.company.regions_id);
  return (
    <Stack gap="md">
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Group gap="md" align="flex-start">
          <AvatarEdit user={user} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {user.name} {user.surname}
            </Title>
            <Group gap="xs">
              <Badge variant="light">
                <FormattedMessage id={`user.role.${user.role.id}`} defaultMessage={String(user.role.id)} />
              </Badge>
              <Text fz="sm" c="dimmed" truncate>
                {user.company.name}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg">
              <FormattedMessage id="user.personal" />
            </Title>
            {editing !== 'profile' ? (
              <EditButton label={intl.formatMessage({ id: 'user.editPersonal' })} onClick={() => setEditing('profile')} />
            ) : null}
          </Group>
          {editing === 'profile' ? (
            <ProfileForm
              user={user}
              onDone={(saved) => {
                setEditing(null);
                if (saved?.pending_email && saved.pending_email !== user.pending_email) onEmailPending();
              }}
            />
          ) : (
            <Stack component="dl" gap="sm" m={0}>
              <Field label={<FormattedMessage id="user.email" />}>{user.email ?? none}</Field>
              <Field label={<FormattedMessage id="user.phone" />}>
                {user.phone ? <Phone value={user.phone} regionId={user.company.regions_id} /> : none}
              </Field>
              <Field label={<FormattedMessage id="user.language" />}>{languageById(user.languages_id)?.name ?? user.language}</Field>
            </Stack>
          )}
          {user.pending_email ? (
            <Alert color="blue" mt="md" role="status">
              <FormattedMessage id="user.pendingEmail" values={{ email: user.pending_email }} />{' '}
              <Anchor component={Link} to={paths.verifyEmail}>
                <FormattedMessage id="user.verifyNow" />
              </Anchor>
            </Alert>
          ) : null}
          <Title order={3} fz="md" mt="lg" mb="sm">
            <FormattedMessage id="user.consents" />
          </Title>
          <ConsentToggles user={user} />
        </Paper>
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg">
              <FormattedMessage id="user.company" />
            </Title>
            {owner && editing !== 'company' ? (
              <EditButton label={intl.formatMessage({ id: 'user.editCompany' })} onClick={() => setEditing('company')} />
            ) : null}
          </Group>
          {editing === 'company' ? (
            <CompanyForm user={user} settings={settings} onDone={() => setEditing(null)} />
          ) : (
            <Stack component="dl" gap="sm" m={0}>
              <Field label={<FormattedMessage id="user.companyName" />}>{user.company.name}</Field>
              {settings?.company_id_field !== 'hidden' ? (
                <Field label={<FormattedMessage id="user.registrationNumber" />}>{user.company.registration_number ?? none}</Field>
              ) : null}
              {settings?.vat_field !== 'hidden' ? (
                <Field label={<FormattedMessage id="user.registrationNumber2" />}>{user.company.registration_number_2 ?? none}</Field>
              ) : null}
              {settings?.company_type_state !== 'hidden' ? (
                <Field label={<FormattedMessage id="user.companyType" />}>
                  {companyType ? textIn(companyType.name_translated, language) : none}
                </Field>
              ) : null}
              <Field label={<FormattedMessage id="user.address" />}>
                {user.company.address}, {user.company.postal_code} {user.company.city}
              </Field>
              <Field label={<FormattedMessage id="user.region" />}>{region?.name ?? none}</Field>
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
