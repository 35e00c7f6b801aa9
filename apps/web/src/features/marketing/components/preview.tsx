// The live preview of the design (spec §2 configurator): the layout of the subtype drawn in HTML as the user types —
// the logo from the chosen file, the texts, the services and the contact lines; a banner's or billboard's background
// picture (its position as `background-position`) under a light panel carrying the texts; a recommended company's
// badge in the top right corner; a flyer's cover picture (by subtype) across the bottom. The same layout as the PDF proof (modules/marketing/proof.ts), the printed truth.
import { Box, Image, List, Stack, Text } from '@mantine/core';
import type { MarketingData } from '@club/contract/marketing';
import { coverBandRatio, outdoorTextScale } from '@club/contract/marketing-design';

/** The printed size in millimetres (as the proof's pages). */
const sizes: Record<MarketingData['subtype'], [number, number]> = {
  flyer: [148, 210],
  'flyer-services': [148, 210],
  banner: [297, 148],
  sticker: [100, 100],
  billboard: [297, 140],
  'business-card-horizontal': [90, 50],
  'business-card-vertical': [50, 90],
};
const backgroundPosition = { top: 'center top', center: 'center center', bottom: 'center bottom' } as const;

export function Preview(props: {
  subtype: MarketingData['subtype'];
  data: MarketingData;
  link: string;
  logoUrl: string | null;
  logoAlt: string;
  services: string[];
  servicesTitle: string;
  flyer: boolean;
  background: { url: string; position: keyof typeof backgroundPosition } | null;
  badge: { url: string; alt: string } | null;
  /** A flyer's cover picture (its subtype decides), or null. */
  cover: string | null;
}) {
  const f = props.data.fields;
  const small = props.subtype.startsWith('business-card');
  const person = [f.name, f.surname].filter(Boolean).join(' ');
  const [w, h] = sizes[props.subtype];
  // The badge's side as a share of the width: as in the proof, a part of the shorter side.
  // With a background the texts are sized as the proof prints them (points on the page → a share of the width, in
  // container units), so the whole design shows at any width: what is seen is what is printed.
  const fit = (pt: number, otherwise: string) =>
    props.background ? `${((pt * ((Math.min(w, h) / 148) * outdoorTextScale)) / ((w * 72) / 25.4)) * 100}cqw` : otherwise;
  const badgeWidth = `${((Math.min(w, h) * (props.background ? 0.34 : 0.24)) / w) * 100}%`;
  return (
    <Box
      data-testid="marketing-preview"
      data-background={props.background?.url}
      aria-live="polite"
      pos="relative"
      style={{
        aspectRatio: `${w} / ${h}`,
        containerType: 'inline-size',
        maxWidth: small ? 420 : props.background ? 560 : 380,
        width: '100%',
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 8,
        // With a cover the box may grow past the page's proportions rather than hide a text line under the picture
        // (a phone's preview sets the texts larger than the print): not clipped, so its parts round their own corners.
        overflow: props.cover ? 'visible' : 'hidden',
        display: props.cover ? 'flex' : undefined,
        flexDirection: props.cover ? 'column' : undefined,
        backgroundColor: '#fff',
        backgroundImage: props.background ? `url("${props.background.url}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: props.background ? backgroundPosition[props.background.position] : undefined,
        boxShadow: '0 2px 10px rgba(0,0,0,.08)',
      }}
    >
      {props.badge ? (
        <img
          src={props.badge.url}
          alt={props.badge.alt}
          loading="lazy"
          style={{ position: 'absolute', top: props.background ? '4%' : small ? 12 : 22, right: '3%', width: badgeWidth, height: 'auto' }}
        />
      ) : null}
      {props.background ? null : <Box h={small ? 8 : 14} bg="#0d5cb3" style={{ flex: 'none', borderRadius: '8px 8px 0 0' }} />}
      <Stack
        gap={props.background ? '0.6cqw' : small ? 2 : 6}
        p={props.background ? '2cqw' : small ? 'xs' : 'md'}
        style={
          props.background
            ? { position: 'absolute', inset: '2cqw auto 2cqw 2cqw', width: '58%', background: 'rgba(255,255,255,.88)', overflow: 'hidden' }
            : { marginRight: props.badge ? badgeWidth : undefined }
        }
      >
        {props.logoUrl ? (
          <Image
            src={props.logoUrl}
            alt={props.logoAlt}
            h={props.background ? '8cqw' : small ? 28 : 56}
            w="auto"
            fit="contain"
            style={{ alignSelf: 'flex-start' }}
          />
        ) : null}
        {/* The printed lines are drawn as lines (div), not as the page's paragraphs: a bold, large <p> reads to axe as a
            fake heading (p-as-heading), and the design's name is no heading of the configurator page. */}
        {f.companyName ? (
          <Text component="div" fw={800} fz={fit(20, small ? 'md' : 'xl')} c="#12263f" lh={1.2}>
            {f.companyName}
          </Text>
        ) : null}
        {f.slogan ? (
          <Text component="div" fw={700} fz={fit(13, small ? 'xs' : 'md')} c="#0b4f9c" lh={1.25}>
            {f.slogan}
          </Text>
        ) : null}
        {person ? <Text fz={small ? 'xs' : 'md'}>{person}</Text> : null}
        {f.shortDescription ? (
          <Text component="div" fw={700} fz="sm" c="#0b4f9c">
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
          <Text key={c} fz={fit(11, small ? 'xs' : 'sm')}>
            {c}
          </Text>
        ))}
      </Stack>
      {props.cover ? (
        // Decoration of the design (no words): the band the proof prints across the bottom, below the texts.
        <img
          src={props.cover}
          alt=""
          loading="lazy"
          data-testid="marketing-cover"
          style={{
            display: 'block',
            flex: 'none',
            marginTop: 'auto',
            width: '100%',
            height: `${coverBandRatio * 100}cqw`,
            objectFit: 'cover',
            borderRadius: '0 0 8px 8px',
          }}
        />
      ) : null}
    </Box>
  );
}
