// Step 1 of the checkout: who receives the order. Physical delivery asks for the address (and a company vendor for
// the company name); a digital order (vouchers) only for the person and a phone. Empty email keeps the user's own.
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { deliveryTypes } from '@club/contract/constants';
import type { DeliveryType } from '@club/contract/orders';
import { regions } from '@club/contract/regions-data';
import { useFieldError } from '../../../../components/forms/use-field-error';
import type { CheckoutCustomerInput } from '@club/contract/orders';
import { isPhysical } from '../../utils/checkout-form';

const regionOptions = regions.map((r) => ({ value: String(r.id), label: `${r.name} (${r.callingCode})` }));

export function CustomerFields({ delivery, ownEmail }: { delivery: DeliveryType; ownEmail: string }) {
  const intl = useIntl();
  const { register, control } = useFormContext<CheckoutCustomerInput>();
  const error = useFieldError();
  const label = (field: string) => intl.formatMessage({ id: `checkout.field.${field}` });
  const physical = isPhysical(delivery);
  const regionSelect = (name: 'region' | 'phone_region', description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label(name)}
          description={description}
          data={regionOptions}
          value={String(field.value)}
          onChange={(v) => field.onChange(v ? Number(v) : field.value)}
          onBlur={field.onBlur}
          allowDeselect={false}
          withAsterisk
          error={error(name)}
        />
      )}
    />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...register('name')} label={label('name')} autoComplete="given-name" withAsterisk={physical} error={error('name')} />
        <TextInput
          {...register('surname')}
          label={label('surname')}
          autoComplete="family-name"
          withAsterisk={physical}
          error={error('surname')}
        />
      </SimpleGrid>
      {delivery === deliveryTypes.company ? (
        <TextInput
          {...register('company_name')}
          label={label('company_name')}
          autoComplete="organization"
          withAsterisk
          error={error('company_name')}
        />
      ) : null}
      <TextInput
        {...register('email')}
        type="email"
        label={label('email')}
        description={intl.formatMessage({ id: 'checkout.emailHelp' }, { email: ownEmail })}
        placeholder={ownEmail}
        autoComplete="email"
        inputMode="email"
        error={error('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {regionSelect('phone_region')}
        <TextInput
          {...register('phone_number')}
          type="tel"
          label={label('phone_number')}
          autoComplete="tel"
          inputMode="tel"
          withAsterisk
          error={error('phone_number')}
        />
      </SimpleGrid>
      {physical ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...register('street')} label={label('street')} autoComplete="address-line1" withAsterisk error={error('street')} />
            <TextInput {...register('house_number')} label={label('house_number')} withAsterisk error={error('house_number')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...register('postal_code')}
              label={label('postal_code')}
              autoComplete="postal-code"
              withAsterisk
              error={error('postal_code')}
            />
            <TextInput {...register('city')} label={label('city')} autoComplete="address-level2" withAsterisk error={error('city')} />
          </SimpleGrid>
        </>
      ) : null}
      {regionSelect('region', physical ? undefined : intl.formatMessage({ id: 'checkout.regionHelp' }))}
    </Stack>
  );
}
