// The live preview of the design (spec §2 configurator): the layout of the subtype drawn in HTML as the user types —
// the logo from the chosen file, the texts, the services and the contact lines. The PDF proof is the printed truth.
import { Box, Image, List, Stack, Text } from '@mantine/core';
import type { MarketingData } from '@club/contract/marketing';

const ratios: Record<MarketingData['subtype'], string> = {
  flyer: '148 / 210',
  'flyer-services': '148 / 210',
  banner: '297 / 148',
  sticker: '1 / 1',
  billboard: '297 / 140',
  'business-card-horizontal': '90 / 50',
  'business-card-vertical': '50 / 90',
};

export function Preview(props: {
  subtype: MarketingData['subtype'];
  data: MarketingData;
  link: string;
  logoUrl: string | null;
  logoAlt: string;
  services: string[];
  servicesTitle: string;
  flyer: boolean;
}) {
  const f = props.data.fields;
  const small = props.subtype.startsWith('business-card');
  const person = [f.name, f.surname].filter(Boolean).join(' ');
  return (
    <Box
      data-testid="marketing-preview"
      aria-live="polite"
      style={{
        aspectRatio: ratios[props.subtype],
        maxWidth: small ? 420 : 380,
        width: '100%',
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 8,
        overflow: 'hidden',
        background: '#fff',
        boxShadow: '0 2px 10px rgba(0,0,0,.08)',
      }}
    >
      <Box h={small ? 8 : 14} bg="#0d5cb3" />
      <Stack gap={small ? 2 : 6} p={small ? 'xs' : 'md'}>
        {props.logoUrl ? (
          <Image src={props.logoUrl} alt={props.logoAlt} h={small ? 28 : 56} w="auto" fit="contain" style={{ alignSelf: 'flex-start' }} />
        ) : null}
        {f.companyName ? (
          <Text fw={800} fz={small ? 'md' : 'xl'} c="#12263f" lh={1.2}>
            {f.companyName}
          </Text>
        ) : null}
        {person ? <Text fz={small ? 'xs' : 'md'}>{person}</Text> : null}
        {f.shortDescription ? (
          <Text fw={700} fz="sm" c="#0b4f9c">
            {f.shortDescription}
          </Text>
        ) : null}
        {f.longDescription ? <Text fz="sm">{f.longDescription}</Text> : null}
        {props.services.length ? (
          <div>
            <Text fw={700} fz={small ? 'xs' : 'sm'}>
              {props.servicesTitle}
            </Text>
            <List size={small ? 'xs' : 'sm'} spacing={0}>
              {props.services.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {(props.data.address ?? []).filter(Boolean).map((a, i) => (
          <Text key={i} fz="xs">
            {a}
          </Text>
        ))}
        {[f.phone, f.email, props.link].filter(Boolean).map((c) => (
          <Text key={c} fz={small ? 'xs' : 'sm'}>
            {c}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
