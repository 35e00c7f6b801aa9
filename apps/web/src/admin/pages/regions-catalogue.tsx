// The regional settings page's parts from decision 0115: vendors' minimum order in the region (content role and
// admins; checkout uses the saved value at once) and the tier brackets' editor (admins; contiguous from 0, ascending,
// points ≥ 0, checked here with the contract's rule and again by the server).
import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Paper, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Config } from '@club/contract/config';
import { bracketProblems, type MinimumsUpdateBody, type TierUpdateBody, type VendorMinimums } from '@club/contract/staff-catalogue';
import { api } from '../api';
import { ErrorAlert, ProblemList } from '../common';
import { fieldError, fieldProblems } from '../catalogue-common';

const num = (v: number | string) => (typeof v === 'number' ? v : Number.NaN);

export function MinimumsPanel({ region }: { region: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const minimums = useQuery({
    queryKey: ['regions', region, 'minimums'],
    queryFn: () => api<VendorMinimums>(`/admin/api/regions/${region}/minimums`),
  });
  const [values, setValues] = useState<Record<string, number | string>>({});
  const [seen, setSeen] = useState<VendorMinimums>();
  if (minimums.data && minimums.data !== seen) {
    setSeen(minimums.data);
    setValues(Object.fromEntries(minimums.data.data.map((m) => [m.vendor, m.points])));
  }
  const save = useMutation({
    mutationFn: () => {
      const body = {
        minimums: (minimums.data?.data ?? [])
          .filter((m) => values[m.vendor] !== m.points)
          .map((m) => ({ vendor: m.vendor, points: num(values[m.vendor] ?? Number.NaN) })),
      } as MinimumsUpdateBody;
      return api<VendorMinimums>(`/admin/api/regions/${region}/minimums`, { method: 'PUT', body });
    },
    onSuccess: (fresh) => {
      client.setQueryData(['regions', region, 'minimums'], fresh);
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'minimums.saved' }) });
    },
  });
  const changed = (minimums.data?.data ?? []).some((m) => values[m.vendor] !== m.points);
  const rows = minimums.data?.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="minimums-title">
      <Title order={3} fz="md" mb="xs" id="minimums-title">
        <FormattedMessage id="minimums.title" />
      </Title>
      <Text size="sm" c="gray.8" mb="sm">
        <FormattedMessage id="minimums.hint" />
      </Text>
      <ErrorAlert error={minimums.error} />
      <Table striped horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="orders.vendor" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="minimums.default" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="minimums.points" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => (
            <Table.Tr key={m.vendor}>
              <Table.Td>{m.vendor}</Table.Td>
              <Table.Td>{m.default}</Table.Td>
              <Table.Td ta="right">
                <NumberInput
                  aria-label={`${intl.formatMessage({ id: 'minimums.points' })}: ${m.vendor}`}
                  value={values[m.vendor] ?? m.points}
                  onChange={(v) => setValues((all) => ({ ...all, [m.vendor]: v }))}
                  error={fieldError(intl, save.error, `minimums.${rows.filter((r) => values[r.vendor] !== r.points).indexOf(m)}.points`)}
                  allowDecimal={false}
                  min={0}
                  w={{ base: 90, sm: 120 }}
                  ml="auto"
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ProblemList mt="sm" error={save.error} problems={fieldProblems(intl, save.error)} />
      <Group justify="flex-end" mt="sm">
        <Button onClick={() => save.mutate()} disabled={!changed} loading={save.isPending}>
          <FormattedMessage id="minimums.save" />
        </Button>
      </Group>
    </Paper>
  );
}

type Row = { from: number | string; to: number | string; points: number | string };

function TierForm({ region, tier }: { region: string; tier: Config['tiers'][number] }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() =>
    [...tier.brackets].sort((a, b) => a.level - b.level).map((b) => ({ from: b.from, to: b.to, points: b.points })),
  );
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: () => {
      const body: TierUpdateBody = { brackets: rows.map((r) => ({ from: num(r.from), to: num(r.to), points: num(r.points) })) };
      return api<Config>(`/admin/api/regions/${region}/tiers/${tier.tier_category}`, { method: 'PUT', body });
    },
    onSuccess: (fresh) => {
      client.setQueryData(['regions', region], fresh);
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'tiers.saved' }) });
    },
  });
  const set = (i: number, field: keyof Row, v: number | string) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, [field]: v } : r)));
  const errorAt = (path: string) => {
    const key = local[path]?.[0];
    return key ? intl.formatMessage({ id: key }) : fieldError(intl, save.error, path);
  };
  const submit = () => {
    const found = rows.every((r) => typeof r.from === 'number' && typeof r.to === 'number')
      ? bracketProblems(rows as { from: number; to: number }[])
      : {};
    setLocal(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const localList = Object.entries(local).flatMap(([path, keys]) => keys.map((k) => `${path}: ${intl.formatMessage({ id: k })}`));
  const headingId = `tier-${tier.id}`;
  return (
    <div>
      <Text size="sm" fw={600} id={headingId}>
        <FormattedMessage id="regions.tierCategory" values={{ category: tier.tier_category }} />
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table striped mb="xs" horizontalSpacing={4} aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="regions.level" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="tiers.from" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="tiers.to" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="regions.bonus" />
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              // Rows have no identity of their own; the level is their position.
              <Table.Tr key={i}>
                <Table.Td>{i + 1}</Table.Td>
                {(['from', 'to', 'points'] as const).map((field) => (
                  <Table.Td key={field}>
                    <NumberInput
                      aria-label={intl.formatMessage({ id: `tiers.${field}Of` }, { level: i + 1 })}
                      value={r[field]}
                      onChange={(v) => set(i, field, v)}
                      error={errorAt(`brackets.${i}.${field}`)}
                      allowDecimal={false}
                      min={0}
                      w={{ base: 68, sm: 100 }}
                      size="xs"
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    disabled={rows.length === 1}
                    onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                    aria-label={intl.formatMessage({ id: 'tiers.remove' }, { level: i + 1 })}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ProblemList mt="sm" error={save.error} problems={localList.length ? localList : fieldProblems(intl, save.error)} />
      <Group justify="space-between" mt="xs" mb="md">
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            setRows((all) => {
              const last = all.at(-1);
              const from = last && typeof last.to === 'number' ? last.to + 1 : '';
              return [...all, { from, to: '', points: '' }];
            })
          }
        >
          <FormattedMessage id="tiers.add" />
        </Button>
        <Button size="xs" onClick={submit} loading={save.isPending}>
          <FormattedMessage id="tiers.save" />
        </Button>
      </Group>
    </div>
  );
}

/** Every tier definition of the region, each with its own form (admins). */
export function TiersPanel({ region, config }: { region: string; config: Config }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} fz="md" mb="xs">
        <FormattedMessage id="regions.tiers" />
      </Title>
      <Text size="sm" c="gray.8" mb="sm">
        <FormattedMessage id="tiers.hint" />
      </Text>
      {config.tiers.map((t) => (
        <TierForm key={`${region}:${t.id}:${JSON.stringify(t.brackets)}`} region={region} tier={t} />
      ))}
    </Paper>
  );
}
