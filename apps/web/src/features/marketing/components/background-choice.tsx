// The background picture of a banner (6) or a billboard (5) and its position (spec §4 Configurator, §9): the pictures
// are the portal's own files under /media/marketing/, shown as small thumbnails loaded lazily (never in the bundle).
import { Group, Image, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import {
  backgroundPositions,
  backgroundUrl,
  marketingBackgrounds,
  type BackgroundPosition,
  type BackgroundSubtype,
} from '@club/contract/marketing-design';

export function BackgroundChoice(props: {
  subtype: BackgroundSubtype;
  value: { id: number; position: BackgroundPosition };
  onChange: (value: { id: number; position: BackgroundPosition }) => void;
  error: string | null;
  focusRef: (el: HTMLElement | null) => void;
}) {
  const intl = useIntl();
  const ids = Array.from({ length: marketingBackgrounds[props.subtype] }, (_, i) => i + 1);
  return (
    <Stack gap="xs">
      <Radio.Group
        value={String(props.value.id)}
        onChange={(v) => props.onChange({ ...props.value, id: Number(v) })}
        label={intl.formatMessage({ id: 'marketing.background.label' })}
        error={props.error}
      >
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
          {ids.map((id) => {
            const name = intl.formatMessage({ id: 'marketing.background.option' }, { n: id });
            return (
              <Radio.Card
                key={id}
                value={String(id)}
                radius="md"
                p={4}
                aria-label={name}
                ref={id === props.value.id ? props.focusRef : undefined}
                style={{
                  borderWidth: 2,
                  borderColor: id === props.value.id ? 'var(--mantine-color-blue-7)' : undefined,
                }}
              >
                <Image src={backgroundUrl(props.subtype, id, 's')} alt="" loading="lazy" radius="sm" w="100%" h={64} fit="cover" />
                <Group gap={6} mt={4} wrap="nowrap">
                  <Radio.Indicator size="xs" />
                  <Text fz="xs">{name}</Text>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <Radio.Group
        value={props.value.position}
        onChange={(v) => props.onChange({ ...props.value, position: v as BackgroundPosition })}
        label={intl.formatMessage({ id: 'marketing.background.position' })}
      >
        <Group gap="md" mt="xs">
          {backgroundPositions.map((p) => (
            <Radio key={p} value={p} label={intl.formatMessage({ id: `marketing.position.${p}` })} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
