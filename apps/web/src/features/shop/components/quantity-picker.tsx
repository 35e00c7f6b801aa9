// The quantity stepper (spec §5 Quantity picker): − and + buttons around a number field, kept within min…max.
// A typed number beyond the bounds is brought back to the nearest bound when the field is left.
import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useIntl } from 'react-intl';

export function QuantityPicker({
  value,
  min,
  max,
  onChange,
  label,
  disabled,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The accessible name, e.g. "Quantity of Ladder 3 m". */
  label: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.floor(n)));
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onChange(clamp(value - 1))}
        disabled={disabled || value <= min}
        aria-label={intl.formatMessage({ id: 'shop.quantity.less' }, { name: label })}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <NumberInput
        value={value}
        min={min}
        max={max}
        onChange={(v) => {
          if (typeof v === 'number' && Number.isFinite(v)) onChange(clamp(v));
        }}
        clampBehavior="blur"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        w={64}
        disabled={disabled}
        aria-label={intl.formatMessage({ id: 'shop.quantity.label' }, { name: label })}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onChange(clamp(value + 1))}
        disabled={disabled || value >= max}
        aria-label={intl.formatMessage({ id: 'shop.quantity.more' }, { name: label })}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
