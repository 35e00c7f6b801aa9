// Regional settings: what GET /v1/config serves a member of the chosen region — the switches, behaviours (bonus
// points), tiers and base points (admins). The switches and the behaviours' points are edited here (one save, checked
// by the server field by field), the tier brackets each with their own save; members read the change at their next
// request. Vendors' minimum order in the region is edited here too, by the content role and admins (decision 0115).
import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Config } from '@club/contract/config';
import type { RegionConfigUpdateBody } from '@club/contract/staff-catalogue';
import { api } from '../api';
import { ErrorAlert, PageTitle, errorText, regionOptions } from '../common';
import { fieldError, fieldProblems } from '../catalogue-common';
import { useLanguage } from '../i18n';
import { useMe } from '../me';
import { MinimumsPanel, TiersPanel } from './regions-catalogue';

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
  // The content role sees the vendors' minimums only; the rest of the region's settings are admins' (decision 0115).
  const me = useMe();
  const admin = !!me.data?.roles.includes('admin');
  const config = useQuery({
    queryKey: ['regions', region],
    queryFn: () => api<Config>(`/admin/api/regions/${region}/config`),
    enabled: region !== null && admin,
  });
  const client = useQueryClient();
  const c = config.data;
  type Flags = Config['regional_settings']['flags'];
  const [flags, setFlags] = useState<Flags | null>(null);
  const [points, setPoints] = useState<Record<string, number | string>>({});
  // The form takes the region's values when they arrive and after each save (React's "adjust state on change").
  const [seen, setSeen] = useState<Config>();
  if (c && c !== seen) {
    setSeen(c);
    setFlags(c.regional_settings.flags);
    setPoints(Object.fromEntries(c.behaviours.map((b) => [b.uuid, b.points])));
  }
  const save = useMutation({
    mutationFn: () => {
      const body: RegionConfigUpdateBody = {
        ...(flags ? { flags } : {}),
        behaviours: Object.entries(points).map(([uuid, p]) => ({ uuid, points: typeof p === 'number' ? p : Number.NaN })),
      };
      return api<Config>(`/admin/api/regions/${region}/config`, { method: 'PATCH', body });
    },
    onSuccess: (fresh) => {
      client.setQueryData(['regions', region], fresh);
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'regions.saved' }) });
    },
  });
  const problems = fieldProblems(intl, save.error);
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
      {region ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb="lg">
          <MinimumsPanel key={region} region={region} />
        </SimpleGrid>
      ) : null}
      <ErrorAlert error={config.error} />
      {admin && config.isPending ? <Skeleton h={200} /> : null}
      {c ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="md">
            <Title order={3} fz="md" mb="sm">
              <FormattedMessage id="regions.flags" />
            </Title>
            {flags ? (
              <Group gap="md" align="flex-end">
                {(['club_card', 'team_limit', 'marketing_shop'] as const).map((k) => (
                  <Switch
                    key={k}
                    label={intl.formatMessage({ id: `regions.flag.${k}` })}
                    checked={flags[k]}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setFlags((f) => (f ? { ...f, [k]: on } : f));
                    }}
                  />
                ))}
                <NumberInput
                  label={intl.formatMessage({ id: 'regions.flag.points_expiry_years' })}
                  value={flags.points_expiry_years}
                  onChange={(v) => setFlags((f) => (f ? { ...f, points_expiry_years: typeof v === 'number' ? v : Number.NaN } : f))}
                  error={fieldError(intl, save.error, 'flags.points_expiry_years')}
                  allowDecimal={false}
                  min={0}
                  max={20}
                  w={220}
                />
              </Group>
            ) : null}
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
                      <Table.Td ta="right">
                        <NumberInput
                          aria-label={`${intl.formatMessage({ id: 'regions.points' })}: ${translated(b.name, language)}`}
                          value={points[b.uuid] ?? b.points}
                          onChange={(v) => setPoints((all) => ({ ...all, [b.uuid]: v }))}
                          error={fieldError(intl, save.error, `behaviours.${c.behaviours.indexOf(b)}.points`)}
                          allowDecimal={false}
                          min={0}
                          w={110}
                          ml="auto"
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {region ? <TiersPanel region={region} config={c} /> : null}
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
      {c ? (
        <Group justify="flex-end" mt="md">
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            <FormattedMessage id="regions.save" />
          </Button>
        </Group>
      ) : null}
      {save.error ? (
        <Alert color="red" role="alert" mt="sm" title={intl.formatMessage({ id: 'error.title' })}>
          {problems.length ? (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {problems.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : (
            errorText(intl, save.error)
          )}
        </Alert>
      ) : null}
    </>
  );
}
