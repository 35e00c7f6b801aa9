// The own profile, read-only (spec access §2 "/user"); editing comes with the profile issue.
import type { ReactNode } from 'react';
import { Avatar, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegionalSettings } from '@club/contract/config';
import { languageById, regionById } from '@club/contract/regions';
import type { SelfUser } from '@club/contract/company';
import { useLanguage } from '../../../lib/i18n';
import { textIn } from '../../../lib/translated';

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

export function ProfileView({ user, settings }: { user: SelfUser; settings: RegionalSettings | undefined }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const none = intl.formatMessage({ id: 'user.none' });
  const yesNo = (v: boolean) => intl.formatMessage({ id: v ? 'user.yes' : 'user.no' });
  const companyType = settings?.company_types.find((t) => t.id === user.company.company_type);
  const region = regionById(user.company.regions_id);
  return (
    <Stack gap="md">
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar src={user.avatar} color="brand" radius="xl" size={64} alt="">
            {`${user.name.charAt(0)}${user.surname.charAt(0)}`.toUpperCase()}
          </Avatar>
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
          <Title order={2} fz="lg" mb="md">
            <FormattedMessage id="user.personal" />
          </Title>
          <Stack component="dl" gap="sm" m={0}>
            <Field label={<FormattedMessage id="user.email" />}>{user.email ?? none}</Field>
            <Field label={<FormattedMessage id="user.phone" />}>{user.phone ?? none}</Field>
            <Field label={<FormattedMessage id="user.language" />}>{languageById(user.languages_id)?.name ?? user.language}</Field>
            <Field label={<FormattedMessage id="user.emailConsent" />}>{yesNo(user.email_consent)}</Field>
            <Field label={<FormattedMessage id="user.phoneConsent" />}>{yesNo(user.phone_consent)}</Field>
          </Stack>
        </Paper>
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Title order={2} fz="lg" mb="md">
            <FormattedMessage id="user.company" />
          </Title>
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
        </Paper>
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        <FormattedMessage id="user.editLater" />
      </Text>
    </Stack>
  );
}
