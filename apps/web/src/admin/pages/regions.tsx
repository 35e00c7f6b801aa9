// Regional settings (admins, read-only for now): what GET /v1/config serves a member of the chosen region — the
// switches, behaviours (bonus points), tiers and base points.
import { useState } from 'react';
import { Badge, Group, Paper, Select, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Config } from '@club/contract/config';
import { api } from '../api';
import { ErrorAlert, PageTitle, regionOptions } from '../common';
import { useLanguage } from '../i18n';

const translated = (t: unknown, lang: string): string => {
  if (typeof t === 'string') return t;
  if (t && typeof t === 'object') {
    const r = t as Record<string, string>;
    return r[lang] ?? r.en ?? Object.values(r)[0] ?? '';
  }
  return '';
};

export function RegionsPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const [region, setRegion] = useState<string | null>('1');
  const config = useQuery({
    queryKey: ['regions', region],
    queryFn: () => api<Config>(`/admin/api/regions/${region}/config`),
    enabled: region !== null,
  });
  const c = config.data;
  return (
    <>
      <PageTitle id="regions.title" />
      <Select
        label={intl.formatMessage({ id: 'filter.region' })}
        data={regionOptions}
        value={region}
        onChange={setRegion}
        allowDeselect={false}
        w={200}
        mb="md"
      />
      <ErrorAlert error={config.error} />
      {config.isPending ? <Skeleton h={200} /> : null}
      {c ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="md">
            <Title order={3} fz="md" mb="sm">
              <FormattedMessage id="regions.flags" />
            </Title>
            <Group gap="xs">
              {Object.entries(c.regional_settings.flags).map(([k, v]) => (
                <Badge
                  key={k}
                  variant="light"
                  color={v === false ? 'gray' : 'green'}
                  styles={{ root: { color: 'var(--mantine-color-dark-9)' } }}
                >
                  {intl.formatMessage({ id: `regions.flag.${k}`, defaultMessage: k })}:{' '}
                  {typeof v === 'boolean' ? intl.formatMessage({ id: v ? 'regions.yes' : 'regions.no' }) : String(v)}
                </Badge>
              ))}
            </Group>
            <Text size="sm" mt="sm">
              <FormattedMessage id="regions.companyTypes" values={{ count: c.regional_settings.company_types.length }} />
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} fz="md" mb="sm">
              <FormattedMessage id="regions.behaviours" />
            </Title>
            <Table.ScrollContainer minWidth={300}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <FormattedMessage id="regions.behaviour" />
                    </Table.Th>
                    <Table.Th ta="right">
                      <FormattedMessage id="regions.points" />
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {c.behaviours.map((b) => (
                    <Table.Tr key={b.uuid}>
                      <Table.Td>
                        {translated(b.name, language)}
                        <Text size="xs" c="gray.8">
                          {b.slug}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{b.points}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} fz="md" mb="sm">
              <FormattedMessage id="regions.tiers" />
            </Title>
            {c.tiers.map((t) => (
              <div key={t.id}>
                <Text size="sm" fw={600} id={`tier-${t.id}`}>
                  <FormattedMessage id="regions.tierCategory" values={{ category: t.tier_category }} />
                </Text>
                <Table striped mb="sm" aria-labelledby={`tier-${t.id}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <FormattedMessage id="regions.level" />
                      </Table.Th>
                      <Table.Th>
                        <FormattedMessage id="regions.units" />
                      </Table.Th>
                      <Table.Th ta="right">
                        <FormattedMessage id="regions.bonus" />
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {t.brackets.map((b) => (
                      <Table.Tr key={b.id}>
                        <Table.Td>{b.level}</Table.Td>
                        <Table.Td>
                          {b.from}–{b.to}
                        </Table.Td>
                        <Table.Td ta="right">{b.points}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            ))}
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} fz="md" mb="sm">
              <FormattedMessage id="regions.basePoints" />
            </Title>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <FormattedMessage id="regions.group" />
                  </Table.Th>
                  <Table.Th ta="right">
                    <FormattedMessage id="regions.points" />
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.base_points.map((b) => (
                  <Table.Tr key={b.product_group}>
                    <Table.Td>{b.product_group}</Table.Td>
                    <Table.Td ta="right">{b.points}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </SimpleGrid>
      ) : null}
    </>
  );
}
