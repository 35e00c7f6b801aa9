// One project in review: scans with their flags and reasons, the company's history and risk signals; accept or reject
// each scan in review, then close (crediting the accepted units) or mark the project lost.
import { useState } from 'react';
import { Alert, Button, Card, Group, List, Radio, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import type { DecisionResult, ReviewDetail } from '@club/contract/staff';
import { api } from '../api';
import { ErrorAlert, PageTitle, errorText, regionCodes, useDate, Tag } from '../common';

const flagColor: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red' };

export function ReviewDetailPage() {
  const { uuid = '' } = useParams();
  const intl = useIntl();
  const date = useDate();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['review', uuid], queryFn: () => api<ReviewDetail>(`/admin/api/review/${uuid}`) });
  const [decisions, setDecisions] = useState<Record<string, '1' | '3'>>({});
  const [confirmLost, setConfirmLost] = useState(false);
  const decide = useMutation({
    mutationFn: (status: 2 | 3) =>
      api<DecisionResult>(`/admin/api/projects/${uuid}/decision`, {
        method: 'POST',
        body: { status, scans: Object.entries(decisions).map(([s, flag]) => ({ uuid: s, flag: Number(flag) })) },
      }),
    onSuccess: (r) => {
      notifications.show({
        withCloseButton: false,
        color: 'green',
        message: intl.formatMessage({ id: r.status === 2 ? 'review.closedToast' : 'review.lostToast' }, { points: r.points }),
      });
      void client.invalidateQueries({ queryKey: ['review'] });
      void navigate('/review');
    },
  });

  if (query.isPending) return <Skeleton h={300} />;
  if (query.error || !query.data) return <ErrorAlert error={query.error} />;
  const p = query.data;
  const pending = p.scans.filter((s) => s.flag === 2);
  const undecided = pending.filter((s) => !decisions[s.uuid]);
  return (
    <>
      <PageTitle id="review.detailTitle">
        <Button component={Link} to="/review" variant="default" size="xs">
          <FormattedMessage id="common.back" />
        </Button>
      </PageTitle>
      <Text fw={600}>
        {p.name}, {p.street_name} {p.city}
      </Text>
      <Text size="sm" c="gray.7" mb="md">
        {p.company.name} · {regionCodes[p.company.region_id]} · <FormattedMessage id="review.surveyedAt" />: {date(p.surveyed_at)}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
        <Card withBorder>
          <Text fw={600} mb="xs">
            <FormattedMessage id="review.history" />
          </Text>
          <List size="sm">
            <List.Item>
              <FormattedMessage
                id="review.historyProjects"
                values={{ closed: p.history.projects_closed, lost: p.history.projects_lost, inReview: p.history.projects_in_review }}
              />
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="review.historyScans"
                values={{ total: p.history.scans_total, flagged: p.history.scans_flagged, rejected: p.history.scans_rejected }}
              />
            </List.Item>
            <List.Item>
              <FormattedMessage id="review.historyForeign" values={{ count: p.history.foreign_region_serials }} />
            </List.Item>
          </List>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="xs">
            <FormattedMessage id="review.risks" />
          </Text>
          {p.risks.length === 0 ? (
            <Text size="sm">
              <FormattedMessage id="review.noRisks" />
            </Text>
          ) : (
            <Group gap="xs">
              {p.risks.map((r) => (
                <Tag key={r} color="red" variant="light">
                  {intl.formatMessage({ id: `risk.${r}` })}
                </Tag>
              ))}
            </Group>
          )}
        </Card>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="review.serial" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="review.product" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="review.flag" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="review.reason" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="review.decision" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.scans.map((s) => (
              <Table.Tr key={s.uuid}>
                <Table.Td ff="monospace">{s.serial_number}</Table.Td>
                <Table.Td>{s.name ?? intl.formatMessage({ id: 'review.unknownProduct' })}</Table.Td>
                <Table.Td>
                  <Tag color={flagColor[s.flag] ?? 'gray'}>{intl.formatMessage({ id: `flag.${s.flag}` })}</Tag>
                </Table.Td>
                <Table.Td>
                  {s.reason ? intl.formatMessage({ id: `reason.${s.reason}`, defaultMessage: s.reason }) : '—'}
                  {s.claimed_by ? (
                    <Text size="xs" c="gray.7">
                      <FormattedMessage
                        id="review.claimedBy"
                        values={{ company: s.claimed_by.company_name, date: date(s.claimed_by.scanned_at) }}
                      />{' '}
                      ({regionCodes[s.claimed_by.region_id]})
                      {s.claimed_by.region_id !== p.company.region_id ? (
                        <>
                          {' '}
                          <Tag color="red">{intl.formatMessage({ id: 'review.otherRegion' })}</Tag>
                        </>
                      ) : null}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {s.flag === 2 ? (
                    <Radio.Group
                      value={decisions[s.uuid] ?? null}
                      onChange={(v) => setDecisions((d) => ({ ...d, [s.uuid]: v as '1' | '3' }))}
                      aria-label={intl.formatMessage({ id: 'review.decisionFor' }, { serial: s.serial_number })}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <Radio value="1" label={intl.formatMessage({ id: 'review.accept' })} />
                        <Radio value="3" label={intl.formatMessage({ id: 'review.reject' })} />
                      </Group>
                    </Radio.Group>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {decide.error ? (
        <Alert color="red" role="alert" mt="md">
          {errorText(intl, decide.error)}
        </Alert>
      ) : null}
      <Stack mt="md" gap="xs">
        {undecided.length > 0 ? (
          <Text size="sm" c="gray.7">
            <FormattedMessage id="review.decideAll" values={{ count: undecided.length }} />
          </Text>
        ) : null}
        <Group>
          <Button onClick={() => decide.mutate(2)} loading={decide.isPending && decide.variables === 2} disabled={undecided.length > 0}>
            <FormattedMessage id="review.close" />
          </Button>
          {confirmLost ? (
            <Group gap="xs">
              <Button color="red" onClick={() => decide.mutate(3)} loading={decide.isPending && decide.variables === 3}>
                <FormattedMessage id="review.confirmLost" />
              </Button>
              <Button variant="default" onClick={() => setConfirmLost(false)}>
                <FormattedMessage id="common.cancel" />
              </Button>
            </Group>
          ) : (
            <Button color="red.8" variant="outline" onClick={() => setConfirmLost(true)}>
              <FormattedMessage id="review.lost" />
            </Button>
          )}
        </Group>
      </Stack>
    </>
  );
}
