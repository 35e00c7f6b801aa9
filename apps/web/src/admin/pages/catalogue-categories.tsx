// The shop's categories per region and product type (content role, admins; decision 0115): the list with each one's
// products, a form for a new one, renaming in place, and deactivating (members no longer see the category; its
// products stay in the shop) or activating again. The server lists every problem at its field.
import { useState } from 'react';
import { Anchor, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CategoryCreateInput, CategoryUpdateBody, StaffCategory } from '@club/contract/staff-catalogue';
import { api } from '../api';
import { ErrorAlert, PageTitle, ProblemList, Tag, errorText, regionOptions } from '../common';
import { fieldError, fieldProblems, productTypeOptions, regionLanguage } from '../catalogue-common';

function CategoryRow({ category, region }: { category: StaffCategory; region: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [name, setName] = useState(category.name);
  const update = useMutation({
    mutationFn: (body: CategoryUpdateBody) =>
      api<StaffCategory>(`/admin/api/catalogue/categories/${category.id}`, { method: 'PATCH', body }),
    onSuccess: (fresh) => {
      client.setQueryData<{ data: StaffCategory[] }>(['catalogue', 'categories', region], (old) =>
        old ? { data: old.data.map((c) => (c.id === fresh.id ? fresh : c)) } : old,
      );
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'categories.saved' }) });
    },
  });
  const label = intl.formatMessage({ id: 'categories.name' });
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`${label}: ${category.name}`}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(intl, update.error, 'name')}
            size="xs"
            miw={140}
            style={{ flex: 1 }}
          />
          <Button
            style={{ flexShrink: 0 }}
            size="xs"
            variant="default"
            disabled={name === category.name}
            loading={update.isPending && update.variables.name !== undefined}
            onClick={() => update.mutate({ name })}
            aria-label={`${intl.formatMessage({ id: 'categories.rename' })}: ${category.name}`}
          >
            <FormattedMessage id="categories.rename" />
          </Button>
        </Group>
        <Text size="xs" c="gray.8">
          {category.slug}
        </Text>
      </Table.Td>
      <Table.Td>{intl.formatMessage({ id: `productType.${category.type}` })}</Table.Td>
      <Table.Td ta="right">{category.products}</Table.Td>
      <Table.Td>
        {category.active ? (
          <Tag color="green">{intl.formatMessage({ id: 'catalogue.active' })}</Tag>
        ) : (
          <Tag color="gray">{intl.formatMessage({ id: 'catalogue.inactive' })}</Tag>
        )}
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          color={category.active ? 'red' : 'green'}
          loading={update.isPending && update.variables.active !== undefined}
          onClick={() => update.mutate({ active: !category.active })}
          aria-label={`${intl.formatMessage({ id: category.active ? 'categories.deactivate' : 'categories.activate' })}: ${category.name}`}
        >
          <FormattedMessage id={category.active ? 'categories.deactivate' : 'categories.activate'} />
        </Button>
        {update.error && !fieldError(intl, update.error, 'name') ? (
          <Text size="xs" c="red.9" role="alert">
            {errorText(intl, update.error)}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

export function CategoriesPage() {
  const intl = useIntl();
  const client = useQueryClient();
  const [region, setRegion] = useState<string>('1');
  const [type, setType] = useState<string | null>('product');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [position, setPosition] = useState<number | string>(0);
  const list = useQuery({
    queryKey: ['catalogue', 'categories', region],
    queryFn: () => api<{ data: StaffCategory[] }>('/admin/api/catalogue/categories', { query: { region } }),
  });
  const create = useMutation({
    mutationFn: () => {
      const body = {
        region_id: Number(region),
        type,
        name,
        slug,
        position: typeof position === 'number' ? position : Number.NaN,
      } as CategoryCreateInput;
      return api<StaffCategory>('/admin/api/catalogue/categories', { method: 'POST', body });
    },
    onSuccess: () => {
      setName('');
      setSlug('');
      void client.invalidateQueries({ queryKey: ['catalogue', 'categories', region] });
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'categories.created' }) });
    },
  });
  const problems = fieldProblems(intl, create.error);
  const language = regionLanguage(Number(region));
  return (
    <>
      <PageTitle id="categories.title">
        <Anchor component={Link} to="/catalogue">
          <FormattedMessage id="nav.catalogue" />
        </Anchor>
      </PageTitle>
      <Select
        label={intl.formatMessage({ id: 'filter.region' })}
        data={regionOptions}
        value={region}
        onChange={(v) => setRegion(v ?? '1')}
        allowDeselect={false}
        w={200}
        mb="md"
      />
      <Text size="sm" c="gray.8" mb="md">
        <FormattedMessage id="categories.hint" />
      </Text>
      <ErrorAlert error={list.error} />
      <Paper withBorder p="md" mb="lg">
        <Table.ScrollContainer minWidth={620}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="categories.name" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="catalogue.type" />
                </Table.Th>
                <Table.Th ta="right">
                  <FormattedMessage id="categories.products" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="catalogue.state" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="categories.actions" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data?.data ?? []).map((c) => (
                <CategoryRow key={`${c.id}:${c.name}`} category={c} region={region} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {list.data && list.data.data.length === 0 ? (
          <Text size="sm" c="gray.8">
            <FormattedMessage id="categories.empty" />
          </Text>
        ) : null}
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="new-category">
        <Title order={3} fz="md" mb="sm" id="new-category">
          <FormattedMessage id="categories.new" />
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
          noValidate
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Select
                label={intl.formatMessage({ id: 'catalogue.type' })}
                data={productTypeOptions(intl)}
                value={type}
                onChange={setType}
                error={fieldError(intl, create.error, 'type')}
                required
              />
              <TextInput
                label={intl.formatMessage(
                  { id: 'catalogue.inLanguage' },
                  { field: intl.formatMessage({ id: 'categories.name' }), language },
                )}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={fieldError(intl, create.error, 'name')}
                required
              />
              <TextInput
                label={intl.formatMessage({ id: 'categories.slug' })}
                description={intl.formatMessage({ id: 'categories.slugHint' })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                styles={{ description: { color: 'var(--mantine-color-gray-8)' } }}
                value={slug}
                onChange={(e) => setSlug(e.currentTarget.value)}
                error={fieldError(intl, create.error, 'slug')}
              />
              <NumberInput
                label={intl.formatMessage({ id: 'categories.position' })}
                value={position}
                onChange={setPosition}
                error={fieldError(intl, create.error, 'position')}
                allowDecimal={false}
                min={0}
              />
            </SimpleGrid>
            <ProblemList error={create.error} problems={problems} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                <FormattedMessage id="categories.create" />
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
