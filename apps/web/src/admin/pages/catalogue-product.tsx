// One product's editor (content role, admins): name, description, active and visible flags, each variant's price and
// stock, and the pictures (uploaded through the server's file checks). Saving is one request, all or nothing; the
// server's problems show at their fields. Members see the change at their next shop request.
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { ProductUpdateBody, StaffProduct, VariantCreateInput } from '@club/contract/staff-catalogue';
import { ApiError, api } from '../api';
import { ErrorAlert, PageTitle, ProblemList, errorText, regionCodes } from '../common';
import { fieldError, fieldProblems, uploadPicture } from '../catalogue-common';

/** Input descriptions in a darker grey than Mantine's (WCAG AA contrast). */
const readable = { description: { color: 'var(--mantine-color-gray-8)' } };

const emptyVariant = { sku: '', title: '', price: '' as number | string, stock: '' as number | string, attributes: '' };

interface VariantDraft {
  uuid: string;
  title: string;
  sku: string;
  price: number | string;
  stock: number | string;
}

export function CatalogueProductPage() {
  const { uuid = '' } = useParams();
  const intl = useIntl();
  const client = useQueryClient();
  const path = `/admin/api/catalogue/products/${uuid}`;
  const product = useQuery({ queryKey: ['catalogue', 'product', uuid], queryFn: () => api<StaffProduct>(path) });
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [active, setActive] = useState(true);
  const [visible, setVisible] = useState(true);
  const [variants, setVariants] = useState<VariantDraft[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState(emptyVariant);

  // The form takes the product's values when they arrive and after each save (React's "adjust state on change").
  const [seen, setSeen] = useState<StaffProduct>();
  const loaded = product.data;
  if (loaded && loaded !== seen) {
    const p = loaded;
    setSeen(p);
    setName(p.name);
    setDescription(p.description);
    setActive(p.active);
    setVisible(p.is_visible);
    setVariants(p.variants.map((v) => ({ uuid: v.uuid, title: v.title, sku: v.sku, price: v.price, stock: v.stock })));
  }

  const saved = (p: StaffProduct) => {
    client.setQueryData(['catalogue', 'product', uuid], p);
    void client.invalidateQueries({ queryKey: ['catalogue', 'products'] });
  };
  const save = useMutation({
    mutationFn: () => {
      const body: ProductUpdateBody = {
        name,
        description,
        active,
        is_visible: visible,
        variants: variants.map((v) => ({
          uuid: v.uuid,
          price: typeof v.price === 'number' ? v.price : Number.NaN,
          stock: typeof v.stock === 'number' ? v.stock : Number.NaN,
        })),
      };
      return api<StaffProduct>(path, { method: 'PATCH', body });
    },
    onSuccess: (p) => {
      saved(p);
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'catalogue.saved' }) });
    },
  });
  const addVariant = useMutation({
    mutationFn: () => {
      const body: VariantCreateInput = {
        sku: draft.sku,
        title: draft.title,
        price: typeof draft.price === 'number' ? draft.price : Number.NaN,
        stock: typeof draft.stock === 'number' ? draft.stock : Number.NaN,
        attributes: draft.attributes
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      };
      return api<StaffProduct>(`${path}/variants`, { method: 'POST', body });
    },
    onSuccess: (p) => {
      saved(p);
      setDraft(emptyVariant);
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'catalogue.variantAdded' }) });
    },
  });
  const upload = useMutation({
    mutationFn: (f: File) => uploadPicture<StaffProduct>(`${path}/images`, f),
    onSuccess: (p) => {
      saved(p);
      setFile(null);
    },
  });
  const remove = useMutation({
    mutationFn: (position: number) => api<StaffProduct>(`${path}/images/${position}`, { method: 'DELETE' }),
    onSuccess: saved,
  });

  if (product.isPending) return <Skeleton h={240} />;
  if (!product.data) return <ErrorAlert error={product.error} />;
  const p = product.data;
  const problems = fieldProblems(intl, save.error);
  return (
    <>
      <PageTitle id="catalogue.editTitle">
        <Anchor component={Link} to="/catalogue">
          <FormattedMessage id="common.back" />
        </Anchor>
      </PageTitle>
      <Text c="gray.8" mb="md">
        {p.sku} · {regionCodes[p.region_id]} · {p.vendor} · {intl.formatMessage({ id: `productType.${p.type}` })}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
        noValidate
      >
        <Stack>
          <Paper withBorder p="md">
            <Stack>
              <TextInput
                label={intl.formatMessage({ id: 'catalogue.name' })}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={fieldError(intl, save.error, 'name')}
                required
              />
              <Textarea
                label={intl.formatMessage({ id: 'catalogue.description' })}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                error={fieldError(intl, save.error, 'description')}
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
            </Stack>
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} fz="md" mb="sm">
              <FormattedMessage id="catalogue.variants" />
            </Title>
            <Table.ScrollContainer minWidth={300}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <FormattedMessage id="catalogue.variant" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="catalogue.price" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="catalogue.stock" />
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {variants.map((v, i) => (
                    <Table.Tr key={v.uuid}>
                      <Table.Td>
                        <Text size="sm">{v.title}</Text>
                        <Text size="xs" c="gray.8">
                          {v.sku}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`${intl.formatMessage({ id: 'catalogue.price' })}: ${v.title}`}
                          value={v.price}
                          onChange={(val) => setVariants((all) => all.map((x, j) => (j === i ? { ...x, price: val } : x)))}
                          error={fieldError(intl, save.error, `variants.${i}.price`)}
                          allowDecimal={false}
                          min={0}
                          w={100}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`${intl.formatMessage({ id: 'catalogue.stock' })}: ${v.title}`}
                          value={v.stock}
                          onChange={(val) => setVariants((all) => all.map((x, j) => (j === i ? { ...x, stock: val } : x)))}
                          error={fieldError(intl, save.error, `variants.${i}.stock`)}
                          allowDecimal={false}
                          min={0}
                          w={84}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {variants.length === 0 ? (
              <Text size="sm" c="gray.8">
                <FormattedMessage id="catalogue.noVariants" />
              </Text>
            ) : null}
          </Paper>
          <ProblemList error={save.error} problems={problems} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              <FormattedMessage id="catalogue.save" />
            </Button>
          </Group>
        </Stack>
      </form>
      <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="add-variant">
        <Title order={3} fz="md" mb="sm" id="add-variant">
          <FormattedMessage id="catalogue.addVariant" />
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            addVariant.mutate();
          }}
          noValidate
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
            <TextInput
              label={intl.formatMessage({ id: 'catalogue.variantSku' })}
              value={draft.sku}
              onChange={(e) => {
                const sku = e.currentTarget.value;
                setDraft((d) => ({ ...d, sku }));
              }}
              error={fieldError(intl, addVariant.error, 'sku')}
              required
            />
            <TextInput
              label={intl.formatMessage({ id: 'catalogue.variantTitle' })}
              placeholder={p.name}
              value={draft.title}
              onChange={(e) => {
                const title = e.currentTarget.value;
                setDraft((d) => ({ ...d, title }));
              }}
              error={fieldError(intl, addVariant.error, 'title')}
            />
            <NumberInput
              label={intl.formatMessage({ id: 'catalogue.price' })}
              value={draft.price}
              onChange={(price) => setDraft((d) => ({ ...d, price }))}
              error={fieldError(intl, addVariant.error, 'price')}
              allowDecimal={false}
              min={0}
              required
            />
            <NumberInput
              label={intl.formatMessage({ id: 'catalogue.stock' })}
              value={draft.stock}
              onChange={(stock) => setDraft((d) => ({ ...d, stock }))}
              error={fieldError(intl, addVariant.error, 'stock')}
              allowDecimal={false}
              min={0}
              required
            />
            <TextInput
              label={intl.formatMessage({ id: 'catalogue.attributes' })}
              description={intl.formatMessage({ id: 'catalogue.attributesHint' })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={readable}
              value={draft.attributes}
              onChange={(e) => {
                const attributes = e.currentTarget.value;
                setDraft((d) => ({ ...d, attributes }));
              }}
              error={fieldError(intl, addVariant.error, 'attributes') ?? fieldError(intl, addVariant.error, 'attributes.0')}
            />
          </SimpleGrid>
          {addVariant.error && !(addVariant.error instanceof ApiError && Object.keys(addVariant.error.fields).length) ? (
            <Alert color="red" role="alert" mt="sm">
              {errorText(intl, addVariant.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button type="submit" variant="light" loading={addVariant.isPending}>
              <FormattedMessage id="catalogue.addVariantButton" />
            </Button>
          </Group>
        </form>
      </Paper>
      <Paper withBorder p="md" mt="lg">
        <Title order={3} fz="md" mb="sm">
          <FormattedMessage id="catalogue.pictures" />
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
          {p.images.list.map((img) => (
            <Card key={img.position} withBorder p="xs">
              <Image src={img.l} alt={`${p.name} ${img.position}`} h={120} fit="contain" />
              <Button
                mt="xs"
                size="compact-xs"
                variant="light"
                color="red"
                loading={remove.isPending && remove.variables === img.position}
                onClick={() => remove.mutate(img.position)}
              >
                <FormattedMessage id="catalogue.removePicture" />
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        <Group align="flex-end">
          <FileInput
            label={intl.formatMessage({ id: 'catalogue.addPicture' })}
            description={intl.formatMessage({ id: 'catalogue.pictureHint' })}
            styles={readable}
            accept="image/png,image/jpeg"
            value={file}
            onChange={setFile}
            clearable
            w={280}
          />
          <Button onClick={() => file && upload.mutate(file)} disabled={!file} loading={upload.isPending}>
            <FormattedMessage id="catalogue.upload" />
          </Button>
        </Group>
        {upload.error || remove.error ? (
          <Alert color="red" role="alert" mt="sm">
            {errorText(intl, upload.error ?? remove.error)}
          </Alert>
        ) : null}
      </Paper>
    </>
  );
}
