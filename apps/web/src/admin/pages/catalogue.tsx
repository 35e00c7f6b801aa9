// The catalogue (content role, admins): every region's products, paged on the server, filtered by region, type,
// vendor, category and name/SKU; a row opens the product's editor. "New product" and "Categories" lead to decision
// 0115's pages.
import { useState } from 'react';
import { Button, Group, Image, SimpleGrid, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { StaffCategory, StaffProductList, StaffProductRow } from '@club/contract/staff-catalogue';
import { api } from '../api';
import { ErrorAlert, PageTitle, Tag, regionCodes, regionOptions } from '../common';
import { productTypeOptions, vendorOptions } from '../catalogue-common';

const PAGE = 20;

export function CataloguePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [region, setRegion] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [vendor, setVendor] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const filters = { region, type, vendor, category, q };
  const list = useQuery({
    queryKey: ['catalogue', 'products', filters, page],
    queryFn: () => api<StaffProductList>('/admin/api/catalogue/products', { query: { ...filters, page, limit: PAGE } }),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: ['catalogue', 'categories', region],
    queryFn: () => api<{ data: StaffCategory[] }>('/admin/api/catalogue/categories', { query: { region } }),
    enabled: region !== null,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <>
      <PageTitle id="catalogue.title">
        <Group gap="sm">
          <Button component={Link} to="/categories" variant="default">
            <FormattedMessage id="catalogue.manageCategories" />
          </Button>
          <Button component={Link} to="/catalogue/new">
            <FormattedMessage id="catalogue.newProduct" />
          </Button>
        </Group>
      </PageTitle>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} mb="md">
        <Select
          label={intl.formatMessage({ id: 'filter.region' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={regionOptions}
          value={region}
          onChange={(v) => {
            reset(setRegion)(v);
            setCategory(null);
          }}
          clearable
        />
        <Select
          label={intl.formatMessage({ id: 'catalogue.type' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={productTypeOptions(intl)}
          value={type}
          onChange={reset(setType)}
          clearable
        />
        <Select
          label={intl.formatMessage({ id: 'orders.vendor' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={vendorOptions}
          value={vendor}
          onChange={reset(setVendor)}
          clearable
        />
        <Select
          label={intl.formatMessage({ id: 'catalogue.category' })}
          placeholder={intl.formatMessage({ id: region ? 'filter.all' : 'catalogue.chooseRegion' })}
          data={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.type})` }))}
          value={category}
          onChange={reset(setCategory)}
          disabled={!region}
          clearable
        />
        <TextInput
          label={intl.formatMessage({ id: 'catalogue.search' })}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      <ErrorAlert error={list.error} />
      <DataTable<StaffProductRow>
        withTableBorder
        striped
        highlightOnHover
        minHeight={160}
        idAccessor="uuid"
        records={list.data?.data ?? []}
        fetching={list.isFetching}
        totalRecords={list.data?.meta.total ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        onRowClick={({ record }) => void navigate(`/catalogue/${record.uuid}`)}
        noRecordsText={intl.formatMessage({ id: 'catalogue.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        columns={[
          {
            accessor: 'name',
            title: intl.formatMessage({ id: 'catalogue.product' }),
            render: (p) => (
              <Group gap="xs" wrap="nowrap">
                {p.thumbnail ? <Image src={p.thumbnail} alt="" w={32} h={32} fit="contain" /> : null}
                <a
                  href={`/admin/catalogue/${p.uuid}`}
                  onClick={(e) => {
                    e.preventDefault();
                    void navigate(`/catalogue/${p.uuid}`);
                  }}
                >
                  {p.name}
                </a>
              </Group>
            ),
          },
          { accessor: 'sku', title: 'SKU', visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})` },
          { accessor: 'region_id', title: intl.formatMessage({ id: 'filter.region' }), render: (p) => regionCodes[p.region_id] },
          {
            accessor: 'vendor',
            title: intl.formatMessage({ id: 'orders.vendor' }),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          },
          {
            accessor: 'type',
            title: intl.formatMessage({ id: 'catalogue.type' }),
            render: (p) => intl.formatMessage({ id: `productType.${p.type}` }),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          },
          {
            accessor: 'prices',
            title: intl.formatMessage({ id: 'catalogue.price' }),
            textAlign: 'right',
            render: (p) => (p.prices.min === p.prices.max ? p.prices.min : `${p.prices.min}–${p.prices.max}`),
          },
          { accessor: 'stock', title: intl.formatMessage({ id: 'catalogue.stock' }), textAlign: 'right' },
          {
            accessor: 'active',
            title: intl.formatMessage({ id: 'catalogue.state' }),
            render: (p) =>
              p.active ? (
                <Tag color={p.is_visible ? 'green' : 'yellow'}>
                  {intl.formatMessage({ id: p.is_visible ? 'catalogue.active' : 'catalogue.hidden' })}
                </Tag>
              ) : (
                <Tag color="gray">{intl.formatMessage({ id: 'catalogue.inactive' })}</Tag>
              ),
          },
        ]}
      />
    </>
  );
}
