// One company (support, review, fulfilment; admins): its details and balance with the latest ledger entries, its
// projects, its orders and its team, in tabs. Admins deactivate or reactivate it here too.
import type { ReactNode } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { StaffCompanyDetail } from '@club/contract/staff';
import { ApiError, api } from '../api';
import { ErrorAlert, PageTitle, regionCodes, useDate, Tag } from '../common';
import { useLanguage } from '../i18n';
import { useMe } from '../me';
import { CompanyActiveButton } from './company-active';

const projectColor: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'gray', 4: 'gray', 5: 'orange' };
const orderColor: Record<number, string> = { 1: 'blue', 2: 'cyan', 3: 'green', 4: 'red', 5: 'red' };
/** A status badge cuts its text when its column is squeezed: the columns holding one keep this width at least. */
const statusWidth = 130;
const variationSign: Record<string, string> = { positive: '+', negative: '−', reserved: '−', expired: '−' };

/**
 * A table that scrolls sideways on a phone instead of squeezing its columns; the scrolling region takes the focus
 * (with a name) so it can be scrolled by keyboard even when the table holds no link.
 */
function Scroll({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      <Table withTableBorder striped>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

function Shown({ shown, total }: { shown: number; total: number }) {
  return shown < total ? (
    <Text size="xs" c="gray.7" mt="xs">
      <FormattedMessage id="company.latest" values={{ shown, total }} />
    </Text>
  ) : null;
}

export function CompanyPage() {
  const { uuid = '' } = useParams();
  const intl = useIntl();
  const date = useDate();
  const { language } = useLanguage();
  const me = useMe();
  const query = useQuery({
    queryKey: ['company', uuid, language],
    queryFn: () => api<StaffCompanyDetail>(`/admin/api/companies/${uuid}`, { query: { language } }),
  });
  const back = (
    <Button component={Link} to="/companies" variant="default" size="xs">
      <FormattedMessage id="common.back" />
    </Button>
  );

  if (query.isPending) return <Skeleton h={300} />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <>
        <PageTitle id="company.title">{back}</PageTitle>
        <Alert color="orange" role="alert">
          <FormattedMessage id="company.notFound" />
        </Alert>
      </>
    );
  if (query.error || !query.data) return <ErrorAlert error={query.error} />;
  const { company, balance, users, points, projects, orders } = query.data;
  const th = (id: string) => <Table.Th>{intl.formatMessage({ id })}</Table.Th>;
  const none = (id: string, cols: number) => (
    <Table.Tr>
      <Table.Td colSpan={cols}>{intl.formatMessage({ id })}</Table.Td>
    </Table.Tr>
  );

  return (
    <>
      <PageTitle id="company.title">{back}</PageTitle>
      <Group justify="space-between" align="start" mb="md" wrap="wrap">
        <div>
          <Title order={3} fz="h4">
            {company.name}
          </Title>
          <Text size="sm" c="gray.7">
            {regionCodes[company.region_id]} · <FormattedMessage id="companies.created" />: {date(company.created_at)}
          </Text>
        </div>
        <Group gap="xs">
          <Tag color={company.active === 1 ? 'green' : 'gray'}>
            {intl.formatMessage({ id: company.active === 1 ? 'companies.active' : 'companies.inactive' })}
          </Tag>
          {me.data?.roles.includes('admin') ? <CompanyActiveButton company={company} /> : null}
        </Group>
      </Group>

      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">
            <FormattedMessage id="company.tab.overview" />
          </Tabs.Tab>
          <Tabs.Tab value="projects">
            <FormattedMessage id="company.tab.projects" values={{ count: projects.total }} />
          </Tabs.Tab>
          <Tabs.Tab value="orders">
            <FormattedMessage id="company.tab.orders" values={{ count: orders.total }} />
          </Tabs.Tab>
          <Tabs.Tab value="team">
            <FormattedMessage id="company.tab.team" values={{ count: users.length }} />
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="overview">
          <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
            <Card withBorder>
              <Text size="sm" c="gray.7">
                <FormattedMessage id="companies.balance" />
              </Text>
              <Text fz="xl" fw={700}>
                {intl.formatNumber(balance)}
              </Text>
            </Card>
            <Card withBorder>
              <Text size="sm">
                <FormattedMessage id="company.registrationNumber" />: {company.registration_number ?? '—'}
              </Text>
              <Text size="sm">
                <FormattedMessage id="company.address" />:{' '}
                {[company.address, [company.postal_code, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—'}
              </Text>
            </Card>
          </SimpleGrid>
          <Title order={3} fz="h5" mb="xs">
            <FormattedMessage id="company.history" />
          </Title>
          <Scroll minWidth={300} label={intl.formatMessage({ id: 'company.history' })}>
            <Table.Thead>
              <Table.Tr>
                {th('company.when')}
                {th('company.event')}
                {th('companies.balance')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.data.length === 0
                ? none('company.noHistory', 3)
                : points.data.map((p) => (
                    <Table.Tr key={p.uuid}>
                      <Table.Td>{date(p.created_at)}</Table.Td>
                      <Table.Td>
                        {p.event}
                        {p.options.order ? ` · ${p.options.order.order_number}` : ''}{' '}
                        {p.variation === 'reserved' || p.variation === 'expired' ? (
                          <Tag>{intl.formatMessage({ id: `company.variation.${p.variation}` })}</Tag>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {variationSign[p.variation] ?? ''}
                        {intl.formatNumber(p.points)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Scroll>
          <Shown shown={points.data.length} total={points.total} />
        </Tabs.Panel>

        <Tabs.Panel value="projects">
          <Scroll minWidth={640} label={intl.formatMessage({ id: 'company.tab.projects' }, { count: projects.total })}>
            <Table.Thead>
              <Table.Tr>
                {th('review.project')}
                {th('company.address')}
                {th('company.status')}
                {th('company.scans')}
                {th('company.credited')}
                {th('companies.created')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.data.length === 0
                ? none('company.noProjects', 6)
                : projects.data.map((p) => (
                    <Table.Tr key={p.uuid}>
                      <Table.Td>{p.status === 5 ? <Link to={`/review/${p.uuid}`}>{p.name}</Link> : p.name}</Table.Td>
                      <Table.Td>{p.address}</Table.Td>
                      <Table.Td miw={statusWidth}>
                        <Tag color={projectColor[p.status]}>
                          {intl.formatMessage({ id: `company.projectStatus.${p.status}`, defaultMessage: String(p.status) })}
                        </Tag>
                      </Table.Td>
                      <Table.Td ta="right">{p.scans}</Table.Td>
                      <Table.Td ta="right">{p.status === 2 ? intl.formatNumber(p.credited_points) : '—'}</Table.Td>
                      <Table.Td>{date(p.created_at)}</Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Scroll>
          <Shown shown={projects.data.length} total={projects.total} />
        </Tabs.Panel>

        <Tabs.Panel value="orders">
          <Scroll minWidth={640} label={intl.formatMessage({ id: 'company.tab.orders' }, { count: orders.total })}>
            <Table.Thead>
              <Table.Tr>
                {th('orders.number')}
                {th('company.status')}
                {th('orders.vendor')}
                {th('company.items')}
                {th('companies.balance')}
                {th('company.placed')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.length === 0
                ? none('company.noOrders', 6)
                : orders.data.map((o) => (
                    <Table.Tr key={o.uuid}>
                      <Table.Td>{o.number}</Table.Td>
                      <Table.Td miw={statusWidth}>
                        <Tag color={orderColor[o.status]}>{intl.formatMessage({ id: `orderStatus.${o.status}` })}</Tag>
                      </Table.Td>
                      <Table.Td>{o.vendor}</Table.Td>
                      <Table.Td>{o.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</Table.Td>
                      <Table.Td ta="right">{intl.formatNumber(o.points)}</Table.Td>
                      <Table.Td>{date(o.created_at)}</Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Scroll>
          <Shown shown={orders.data.length} total={orders.total} />
        </Tabs.Panel>

        <Tabs.Panel value="team">
          <Scroll minWidth={640} label={intl.formatMessage({ id: 'company.tab.team' }, { count: users.length })}>
            <Table.Thead>
              <Table.Tr>
                {th('company.person')}
                {th('company.contact')}
                {th('company.role')}
                {th('company.status')}
                {th('company.lastActive')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.uuid}>
                  <Table.Td>{u.name}</Table.Td>
                  <Table.Td>{[u.email, u.phone].filter(Boolean).join(' · ') || '—'}</Table.Td>
                  <Table.Td>{intl.formatMessage({ id: `userRole.${u.role}`, defaultMessage: String(u.role) })}</Table.Td>
                  <Table.Td miw={statusWidth}>
                    <Tag color={u.active === 1 ? 'green' : 'gray'}>
                      {intl.formatMessage({ id: u.active === 1 ? 'companies.active' : 'companies.inactive' })}
                    </Tag>
                  </Table.Td>
                  <Table.Td>{date(u.last_active_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Scroll>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
