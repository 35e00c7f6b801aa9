// Step 4: the company address. The street searches the maps service; a suggestion fills street, house number,
// postal code and city. The user can switch the suggestions off and type everything by hand.
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMapPin, IconPencil } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { limits } from '@club/contract/constants';
import { postalCodeFormatFor } from '@club/contract/formats';
import { useFieldError } from '../../hooks/use-field-error';
import type { FormValues } from '../../utils/form';
import { StreetSearch } from '../street-search';
import type { StepProps } from '../step-props';

export function AddressStep({ manual, onManualChange }: StepProps & { manual: boolean; onManualChange: (manual: boolean) => void }) {
  const intl = useIntl();
  const { register, control, setValue, watch } = useFormContext<FormValues>();
  const error = useFieldError();
  const regionId = watch('company.regions_id');
  const postalFormat = postalCodeFormatFor(regionId);
  const streetLabel = intl.formatMessage({ id: 'register.address.street' });
  return (
    <Stack>
      {manual ? (
        <TextInput
          {...register('company.street')}
          label={streetLabel}
          autoComplete="address-line1"
          withAsterisk
          error={error('company.street')}
        />
      ) : (
        <Controller
          control={control}
          name="company.street"
          render={({ field }) => (
            <StreetSearch
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              regionId={regionId}
              label={streetLabel}
              description={intl.formatMessage({ id: 'register.address.searchHelp' }, { min: limits.addressMinChars })}
              error={error('company.street')}
              onPick={(s) => {
                const opts = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
                setValue('company.street', s.street, opts);
                // A suggestion without a house number keeps the one already typed.
                if (s.house_number) setValue('company.house_number', s.house_number, opts);
                setValue('company.postal_code', s.postal_code, opts);
                setValue('company.city', s.city, opts);
              }}
            />
          )}
        />
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={manual ? <IconMapPin size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />}
          onClick={() => onManualChange(!manual)}
        >
          <FormattedMessage id={manual ? 'register.address.useSearch' : 'register.address.manual'} />
        </Button>
      </Group>
      <SimpleGrid cols={2}>
        <TextInput
          {...register('company.house_number')}
          label={intl.formatMessage({ id: 'register.address.houseNumber' })}
          withAsterisk
          error={error('company.house_number')}
        />
        <TextInput
          {...register('company.postal_code')}
          label={intl.formatMessage({ id: 'register.address.postalCode' })}
          description={postalFormat ? intl.formatMessage({ id: 'formats.example' }, { example: postalFormat.example }) : undefined}
          autoComplete="postal-code"
          withAsterisk
          error={error('company.postal_code')}
        />
      </SimpleGrid>
      <TextInput
        {...register('company.city')}
        label={intl.formatMessage({ id: 'register.address.city' })}
        autoComplete="address-level2"
        withAsterisk
        error={error('company.city')}
      />
    </Stack>
  );
}
