// The marketing-material configurator on a marketing product's page (spec working-areas §2, §4 Configurator, §5, §9):
// fields from `settings.fields` (required ones shown, optional ones added or removed), at least a phone or an email,
// a flyer's short or long description with the characters left, the subtype's services (selection capped, count
// shown), the logo uploaded through the files module (accepted extensions listed), a banner's or billboard's background
// picture and its position, the region's default link and slogan filled in (editable), the quantity, the link debounced
// 1000 ms in the preview; a live preview as the user types (a recommended company's design carries the region's
// badge); the server's PDF proof, downloaded and confirmed before ordering. Submit checks everything (the first errored field is focused), keeps the data under `msData`, sets the
// marketing checkout type and goes to /checkout/{uuid}.
import { useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileButton,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPlus, IconShoppingCartPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { limits, timers } from '@club/contract/constants';
import { logoAccept, logoExtensions, type FileReference } from '@club/contract/files';
import {
  isFlyer,
  marketingProblems,
  marketingServices,
  marketingSettingsSchema,
  servicesRequired,
  type MarketingData,
  type MarketingFieldName,
  type MarketingSettings,
} from '@club/contract/marketing';
import {
  backgroundUrl,
  coverUrl,
  hasBackgrounds,
  hasCover,
  marketingBackgrounds,
  marketingRegionDefaults,
  recommendedBadgeUrl,
  sloganMax,
  type BackgroundPosition,
} from '@club/contract/marketing-design';
import { regionById } from '@club/contract/regions';
import type { Product } from '@club/contract/shop';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-transfer';
import { useErrorMessages } from '../../../lib/errors';
import { writeJson } from '../../../lib/storage';
import { storageKeys } from '@club/contract/constants';
import { useCreateProof } from '../api/create-proof';
import { useUploadLogo } from '../api/upload-logo';
import { useSelf } from '../../../lib/session/own-user';
import { writeMsData } from '../utils/ms-data';
import { BackgroundChoice } from './background-choice';
import { Preview } from './preview';

const textFields: MarketingFieldName[] = [
  'companyName',
  'slogan',
  'name',
  'surname',
  'phone',
  'email',
  'link',
  'shortDescription',
  'longDescription',
];
const maxLength: Partial<Record<MarketingFieldName, number>> = {
  shortDescription: limits.shortDescriptionMax,
  longDescription: limits.longDescriptionMax,
  slogan: sloganMax,
};

/** The configurator of a marketing product whose settings have the contract's shape (others show none). */
export function ProductConfigurator({ product }: { product: Product }) {
  const settings = marketingSettingsSchema.safeParse(product.settings);
  return settings.success ? <Configurator product={product} settings={settings.data} /> : null;
}

export function Configurator({ product, settings }: { product: Product; settings: MarketingSettings }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorMessages = useErrorMessages();
  const upload = useUploadLogo();
  const proofMutation = useCreateProof();
  const variant = product.variants[0];
  const stock = variant?.stock ?? 0;
  const required = servicesRequired(settings.subtype);
  const label = (name: MarketingFieldName) => intl.formatMessage({ id: `marketing.field.${name}` });

  const [added, setAdded] = useState<Set<MarketingFieldName>>(
    () => new Set(settings.fields.filter((f) => f.group === 'required').map((f) => f.name)),
  );
  const self = useSelf();
  const region = regionById(self.data?.company.regions_id ?? self.data?.region.id ?? 0);
  const regionDefaults = region ? marketingRegionDefaults[region.code] : undefined;
  const recommended = self.data?.company.is_recommended === true;
  // The region's link and slogan are filled in once the own user is known; the user may change them.
  const [values, setValues] = useState<Partial<Record<MarketingFieldName, string>>>(() =>
    regionDefaults ? { link: regionDefaults.link, slogan: regionDefaults.slogan } : {},
  );
  const [defaultsFor, setDefaultsFor] = useState(region?.code);
  if (region && defaultsFor !== region.code) {
    setDefaultsFor(region.code);
    const d = marketingRegionDefaults[region.code];
    setValues((v) => ({
      link: v.link || d.link,
      slogan: v.slogan || d.slogan,
      ...Object.fromEntries(Object.entries(v).filter(([, x]) => x)),
    }));
  }
  const backgroundCount = hasBackgrounds(settings.subtype) ? marketingBackgrounds[settings.subtype] : 0;
  const [background, setBackground] = useState<{ id: number; position: BackgroundPosition } | null>(() =>
    backgroundCount ? { id: 1, position: 'center' } : null,
  );
  const [address, setAddress] = useState<string[]>(['', '', '']);
  const [services, setServices] = useState<string[]>([]);
  const [logo, setLogo] = useState<FileReference | null>(null);
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number>(Math.min(1, stock));
  const [submitted, setSubmitted] = useState(false);
  const [proof, setProof] = useState<{ file: FileReference; of: string } | null>(null);
  const [proofChecked, setProofChecked] = useState(false);
  const [link] = useDebouncedValue(values.link ?? '', timers.configuratorLinkDebounceMs);
  const refs = useRef<Partial<Record<string, HTMLElement | null>>>({});

  const data: MarketingData = useMemo(() => {
    const fields: MarketingData['fields'] = {};
    for (const name of added) if (name !== 'logo' && name !== 'address') fields[name] = values[name] ?? '';
    if (added.has('logo')) fields.logo = logo?.path ?? '';
    if (added.has('address')) fields.address = address.filter(Boolean).join(', ');
    return {
      subtype: settings.subtype,
      fields,
      ...(added.has('address') ? { address } : {}),
      services: services as MarketingData['services'],
      logo: added.has('logo') ? logo : null,
      ...(backgroundCount ? { background } : {}),
      quantity,
    };
  }, [added, values, address, services, logo, background, backgroundCount, quantity, settings.subtype]);
  const problems = marketingProblems(data, settings, stock);
  const shownProblems = submitted ? problems : {};
  const signature = JSON.stringify(data);
  const proofCurrent = proof !== null && proof.of === signature;

  const problemText = (field: string) => {
    const key = shownProblems[field];
    if (!key) return null;
    return intl.formatMessage(
      { id: key },
      { label: field in { services: 1, background: 1 } ? '' : label(field as MarketingFieldName), required, max: stock },
    );
  };

  const set = (name: MarketingFieldName, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const toggle = (name: MarketingFieldName, on: boolean) =>
    setAdded((s) => {
      const next = new Set(s);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  const chooseLogo = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (ref) => {
        setLogo(ref);
        setLogoUrl((old) => {
          if (old) URL.revokeObjectURL(old);
          return /^image\/(png|jpeg|svg\+xml)$/.test(file.type) ? URL.createObjectURL(file) : null;
        });
      },
    });
  };
  const logoError =
    upload.error instanceof ApiError && upload.error.status === 413
      ? intl.formatMessage({ id: 'marketing.logo.tooLarge' })
      : upload.error instanceof ApiError && upload.error.status === 415
        ? intl.formatMessage({ id: 'marketing.logo.wrongType' })
        : upload.error
          ? errorMessages(upload.error).join(' ')
          : null;

  const firstProblemFocus = () => {
    const order = [...textFields, 'logo', 'address', 'background', 'services', 'quantity'];
    const first = order.find((f) => problems[f]);
    if (first) refs.current[first]?.focus();
  };

  const makeProof = () => {
    setSubmitted(true);
    if (Object.keys(problems).length) return firstProblemFocus();
    proofMutation.mutate(
      { product: product.uuid, data },
      {
        onSuccess: (file) => {
          setProof({ file, of: signature });
          setProofChecked(false);
        },
      },
    );
  };

  const order = () => {
    setSubmitted(true);
    if (Object.keys(problems).length) return firstProblemFocus();
    if (!proofCurrent || !proofChecked || !variant) return refs.current.proof?.focus();
    writeMsData({ type: settings.subtype, product: product.uuid, variant: variant.uuid, data: { ...data, proof: proof.file } });
    writeJson(storageKeys.checkout, { type: 'marketing', product: product.uuid, variant: variant.uuid, quantity });
    void navigate(paths.checkoutOrder(product.uuid));
  };

  const textField = (name: MarketingFieldName) => {
    const max = maxLength[name];
    const value = values[name] ?? '';
    const common = {
      label: label(name),
      value,
      error: problemText(name),
      required: settings.fields.some((f) => f.name === name && f.group === 'required'),
      ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => void (refs.current[name] = el),
      description: max
        ? intl.formatMessage({ id: 'marketing.remaining' }, { count: Math.max(0, max - value.length), max })
        : name === 'link' && regionDefaults && value === regionDefaults.link
          ? intl.formatMessage({ id: 'marketing.regionDefault' })
          : undefined,
    };
    return max && name !== 'slogan' ? (
      <Textarea {...common} autosize minRows={2} maxLength={max} onChange={(e) => set(name, e.currentTarget.value)} />
    ) : (
      <TextInput
        {...common}
        type={name === 'email' ? 'email' : name === 'link' ? 'url' : name === 'phone' ? 'tel' : 'text'}
        maxLength={max ?? 200}
        onChange={(e) => set(name, e.currentTarget.value)}
      />
    );
  };

  const optional = settings.fields.filter((f) => f.group === 'optional');
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder component="section" aria-labelledby="configurator-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz={{ base: 20, sm: 24 }} id="configurator-title">
            <FormattedMessage id="marketing.title" />
          </Title>
          <Text fz="sm">
            <FormattedMessage id="marketing.intro" />
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <div>
            <Stack gap="sm">
              {textFields
                .filter((n) => added.has(n))
                .map((n) => (
                  <Group key={n} align="flex-end" wrap="nowrap" gap="xs">
                    <div style={{ flex: 1 }}>{textField(n)}</div>
                    {optional.some((f) => f.name === n) && (
                      <Button
                        variant="subtle"
                        color="gray"
                        px="xs"
                        aria-label={intl.formatMessage({ id: 'marketing.removeField' }, { label: label(n) })}
                        onClick={() => toggle(n, false)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </Button>
                    )}
                  </Group>
                ))}
              {added.has('address') && (
                <Stack gap={4} ref={(el) => void (refs.current.address = el?.querySelector('input') ?? null)}>
                  {address.map((line, i) => (
                    <TextInput
                      key={i}
                      label={intl.formatMessage({ id: 'marketing.addressLine' }, { n: i + 1 })}
                      value={line}
                      maxLength={100}
                      error={i === 0 ? problemText('address') : null}
                      onChange={(e) => {
                        const v = e.currentTarget.value;
                        setAddress((a) => a.map((x, j) => (j === i ? v : x)));
                      }}
                    />
                  ))}
                </Stack>
              )}
              {added.has('logo') && (
                <Stack gap={4}>
                  <Text fw={500} fz="sm">
                    <FormattedMessage id="marketing.field.logo" />
                  </Text>
                  <Group gap="xs">
                    <FileButton onChange={chooseLogo} accept={logoAccept}>
                      {(props) => (
                        <Button
                          {...props}
                          ref={(el) => void (refs.current.logo = el)}
                          variant="light"
                          loading={upload.isPending}
                          leftSection={<IconUpload size={16} aria-hidden />}
                        >
                          <FormattedMessage id="marketing.logo.choose" />
                        </Button>
                      )}
                    </FileButton>
                    {logo && (
                      <Text fz="sm" data-testid="logo-name">
                        {logo.originalName}
                      </Text>
                    )}
                  </Group>
                  <Text fz="xs" c="dark.6">
                    <FormattedMessage id="marketing.logo.hint" values={{ extensions: logoExtensions.join(', ') }} />
                  </Text>
                  {(logoError || problemText('logo')) && (
                    <Text fz="sm" c="red.9" role="alert">
                      {logoError ?? problemText('logo')}
                    </Text>
                  )}
                </Stack>
              )}
              {optional.some((f) => !added.has(f.name)) && (
                <Group gap="xs">
                  {optional
                    .filter((f) => !added.has(f.name))
                    .map((f) => (
                      <Button
                        key={f.name}
                        size="xs"
                        variant="light"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        onClick={() => toggle(f.name, true)}
                      >
                        {intl.formatMessage({ id: 'marketing.addField' }, { label: label(f.name) })}
                      </Button>
                    ))}
                </Group>
              )}
              {(problems.phone === 'marketing.contact' || problems.shortDescription === 'marketing.description') && submitted && (
                <Alert color="red" role="alert">
                  {problems.phone === 'marketing.contact' && (
                    <Text fz="sm">
                      <FormattedMessage id="marketing.contact" />
                    </Text>
                  )}
                  {problems.shortDescription === 'marketing.description' && (
                    <Text fz="sm">
                      <FormattedMessage id="marketing.description" />
                    </Text>
                  )}
                </Alert>
              )}
              {backgroundCount > 0 && background && (
                <BackgroundChoice
                  subtype={settings.subtype as 'banner' | 'billboard'}
                  value={background}
                  onChange={setBackground}
                  error={problemText('background')}
                  focusRef={(el) => void (refs.current.background = el)}
                />
              )}
              {required > 0 && (
                <Checkbox.Group
                  value={services}
                  onChange={(next) => setServices(next.slice(0, required))}
                  label={intl.formatMessage({ id: 'marketing.servicesLabel' })}
                  description={intl.formatMessage({ id: 'marketing.servicesCount' }, { count: services.length, required })}
                  error={problemText('services')}
                  ref={(el) => void (refs.current.services = el?.querySelector('input') ?? null)}
                >
                  <Stack gap={6} mt="xs">
                    {marketingServices.map((s) => (
                      <Checkbox
                        key={s.id}
                        value={s.id}
                        label={intl.formatMessage({ id: `marketing.service.${s.id}` })}
                        disabled={!services.includes(s.id) && services.length >= required}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
              <NumberInput
                label={intl.formatMessage({ id: 'marketing.quantityLabel' })}
                min={1}
                max={stock}
                value={quantity}
                onChange={(v) => setQuantity(typeof v === 'number' ? v : 1)}
                error={problemText('quantity')}
                ref={(el) => void (refs.current.quantity = el)}
                w={160}
              />
            </Stack>
          </div>
          <div>
            <Stack gap="sm">
              <Title order={3} fz="md">
                <FormattedMessage id="marketing.preview" />
              </Title>
              {recommended ? (
                <Text fz="sm" data-testid="recommended-note">
                  <FormattedMessage id="marketing.recommendedNote" />
                </Text>
              ) : null}
              <Preview
                subtype={settings.subtype}
                data={data}
                link={added.has('link') ? link : ''}
                logoUrl={logoUrl}
                logoAlt={label('logo')}
                background={
                  background && hasBackgrounds(settings.subtype)
                    ? { url: backgroundUrl(settings.subtype, background.id, 's'), position: background.position }
                    : null
                }
                badge={
                  recommended && region
                    ? { url: recommendedBadgeUrl(region.code), alt: intl.formatMessage({ id: 'marketing.recommended' }) }
                    : null
                }
                services={services.map((s) => intl.formatMessage({ id: `marketing.service.${s}` }))}
                servicesTitle={intl.formatMessage({ id: 'marketing.servicesLabel' })}
                flyer={isFlyer(settings.subtype)}
                cover={hasCover(settings.subtype) ? coverUrl(settings.subtype, 's') : null}
              />
            </Stack>
          </div>
        </SimpleGrid>
        <Stack gap="xs">
          <Group gap="sm">
            <Button
              variant="light"
              onClick={makeProof}
              loading={proofMutation.isPending}
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
            >
              <FormattedMessage id="marketing.proof.create" />
            </Button>
            {proofCurrent && (
              <Anchor
                component="button"
                type="button"
                fw={700}
                onClick={() => void downloadFile(proof.file.path, proof.file.originalName)}
                data-testid="proof-download"
              >
                <IconDownload size={16} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                <FormattedMessage id="marketing.proof.download" />
              </Anchor>
            )}
          </Group>
          {proofMutation.isError && (
            <Alert color="red" role="alert">
              {errorMessages(proofMutation.error).join(' ')}
            </Alert>
          )}
          {proof && !proofCurrent && (
            <Text fz="sm" c="orange.9">
              <FormattedMessage id="marketing.proof.outdated" />
            </Text>
          )}
          {proofCurrent && (
            <Checkbox
              ref={(el) => void (refs.current.proof = el)}
              label={intl.formatMessage({ id: 'marketing.proof.confirm' })}
              checked={proofChecked}
              onChange={(e) => setProofChecked(e.currentTarget.checked)}
            />
          )}
          {submitted && (!proofCurrent || !proofChecked) && Object.keys(problems).length === 0 && (
            <Text fz="sm" c="red.9" role="alert">
              <FormattedMessage id="marketing.proof.needed" />
            </Text>
          )}
          <div>
            <Button size="md" onClick={order} leftSection={<IconShoppingCartPlus size={18} aria-hidden />} disabled={stock < 1}>
              <FormattedMessage id="marketing.order" />
            </Button>
          </div>
        </Stack>
      </Stack>
    </Paper>
  );
}
