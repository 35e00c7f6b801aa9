// Step 3: company name and, where the region shows them, the registration number and the VAT number.
import { Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { registrationNumberFormatFor } from '@club/contract/formats';
import { useFieldError } from '../../hooks/use-field-error';
import type { FormValues } from '../../utils/form';
import type { StepProps } from '../step-props';

export function CompanyStep({ settings, uniqueness }: StepProps) {
  const intl = useIntl();
  const { register } = useFormContext<FormValues>();
  const error = useFieldError();
  const optional = (label: string, state: string | undefined) =>
    state === 'optional' ? intl.formatMessage({ id: 'register.optional' }, { label }) : label;
  const idState = settings?.company_id_field;
  const format = registrationNumberFormatFor(settings?.region_id);
  const vatState = settings?.vat_field;
  return (
    <Stack>
      <TextInput
        {...register('company.name')}
        label={intl.formatMessage({ id: 'register.company.name' })}
        autoComplete="organization"
        withAsterisk
        error={error('company.name')}
      />
      {idState && idState !== 'hidden' && (
        <TextInput
          {...register('company.registration_number')}
          label={optional(intl.formatMessage({ id: 'register.company.registrationNumber' }), idState)}
          description={
            format
              ? intl.formatMessage({ id: 'formats.registrationNumber' }, { name: format.name, example: format.example })
              : intl.formatMessage({ id: 'register.company.registrationNumberHelp' })
          }
          withAsterisk={idState === 'required'}
          error={error('company.registration_number', { taken: uniqueness.registration_number.message })}
        />
      )}
      {vatState && vatState !== 'hidden' && (
        <TextInput
          {...register('company.registration_number_2')}
          label={optional(intl.formatMessage({ id: 'register.company.vatNumber' }), vatState)}
          withAsterisk={vatState === 'required'}
          error={error('company.registration_number_2', { taken: uniqueness.registration_number_2.message })}
        />
      )}
    </Stack>
  );
}
