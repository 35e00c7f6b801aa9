// A new product (content role, admins; decision 0115): region, type, vendor, categories of that region and type, name
// and description in the region's language, active and visible flags. Saved without variants; the editor it opens
// next adds them. The server checks everything and lists every problem at its field.
import { useState } from 'react';
import { Anchor, Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import {
  creatableProductTypes,
  vendorsOfType,
  type CreatableProductType,
  type ProductCreateInput,
  type StaffCategory,
  type StaffProduct,
} from '@club/contract/staff-catalogue';
import { api } from '../api';
import { PageTitle, ProblemList, regionOptions } from '../common';
import { fieldError, fieldProblems, regionLanguage } from '../catalogue-common';

export function CatalogueNewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [region, setRegion] = useState<string | null>(null);
  const [type, setType] = useState<CreatableProductType>('product');
  const [vendor, setVendor] = useState<string | null>('COMPACT');
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [sku, setSku] = useState('');
  const [active, setActive] = useState(true);
  const [visible, setVisible] = useState(true);
  const categories = useQuery({
    queryKey: ['catalogue', 'categories', region],
    queryFn: () => api<{ data: StaffCategory[] }>('/admin/api/catalogue/categories', { query: { region } }),
    enabled: region !== null,
  });
  const create = useMutation({
    mutationFn: () => {
      // Empty choices go as they are: the server names every missing field at once.
      const body = {
        region_id: region ? Number(region) : null,
        type,
        vendor,
        name,
        description,
        sku,
        active,
        is_visible: visible,
        category_ids: categoryIds.map(Number),
      } as unknown as ProductCreateInput;
      return api<StaffProduct>('/admin/api/catalogue/products', { method: 'POST', body });
    },
    onSuccess: (p) => {
      client.setQueryData(['catalogue', 'product', p.uuid], p);
      void client.invalidateQueries({ queryKey: ['catalogue', 'products'] });
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'catalogue.created' }) });
      void navigate(`/catalogue/${p.uuid}`);
    },
  });
  const language = region ? regionLanguage(Number(region)) : '';
  const inLanguage = (id: string) =>
    language
      ? intl.formatMessage({ id: 'catalogue.inLanguage' }, { field: intl.formatMessage({ id }), language })
      : intl.formatMessage({ id });
  const options = (categories.data?.data ?? [])
    .filter((c) => c.type === type && c.active)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const problems = fieldProblems(intl, create.error);
  return (
    <>
      <PageTitle id="catalogue.newTitle">
        <Anchor component={Link} to="/catalogue">
          <FormattedMessage id="common.back" />
        </Anchor>
      </PageTitle>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
        noValidate
      >
        <Stack>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={intl.formatMessage({ id: 'filter.region' })}
                data={regionOptions}
                value={region}
                onChange={(v) => {
                  setRegion(v);
                  setCategoryIds([]);
                }}
                error={fieldError(intl, create.error, 'region_id')}
                required
              />
              <Select
                label={intl.formatMessage({ id: 'catalogue.type' })}
                data={creatableProductTypes.map((t) => ({ value: t, label: intl.formatMessage({ id: `productType.${t}` }) }))}
                value={type}
                onChange={(v) => {
                  const next = (v ?? 'product') as CreatableProductType;
                  setType(next);
                  setVendor(vendorsOfType[next][0] ?? null);
                  setCategoryIds([]);
                }}
                allowDeselect={false}
                error={fieldError(intl, create.error, 'type')}
                required
              />
              <Select
                label={intl.formatMessage({ id: 'orders.vendor' })}
                data={vendorsOfType[type].map((v) => ({ value: v, label: v }))}
                value={vendor}
                onChange={setVendor}
                error={fieldError(intl, create.error, 'vendor')}
                required
              />
            </SimpleGrid>
            <MultiSelect
              mt="sm"
              label={intl.formatMessage({ id: 'catalogue.categories' })}
              placeholder={region ? undefined : intl.formatMessage({ id: 'catalogue.chooseRegion' })}
              data={options}
              value={categoryIds}
              onChange={setCategoryIds}
              disabled={!region}
              error={fieldError(intl, create.error, 'category_ids') ?? fieldError(intl, create.error, 'category_ids.0')}
              clearable
            />
          </Paper>
          <Paper withBorder p="md">
            <Stack>
              <TextInput
                label={inLanguage('catalogue.name')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={fieldError(intl, create.error, 'name')}
                required
              />
              <TextInput
                label="SKU"
                description={intl.formatMessage({ id: 'catalogue.skuHint' })}
                styles={{ description: { color: 'var(--mantine-color-gray-8)' } }}
                value={sku}
                onChange={(e) => setSku(e.currentTarget.value)}
                error={fieldError(intl, create.error, 'sku')}
                required
              />
              <Textarea
                label={inLanguage('catalogue.description')}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                error={fieldError(intl, create.error, 'description')}
                autosize
                minRows={3}
                maxRows={12}
              />
              <Group>
                <Switch
                  label={intl.formatMessage({ id: 'catalogue.active' })}
                  checked={active}
                  onChange={(e) => setActive(e.currentTarget.checked)}
                />
                <Switch
                  label={intl.formatMessage({ id: 'catalogue.visible' })}
                  checked={visible}
                  onChange={(e) => setVisible(e.currentTarget.checked)}
                />
              </Group>
              <Text size="sm" c="gray.8">
                <FormattedMessage id="catalogue.variantsNext" />
              </Text>
            </Stack>
          </Paper>
          <ProblemList error={create.error} problems={problems} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              <FormattedMessage id="catalogue.create" />
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
