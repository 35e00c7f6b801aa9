// Extra step "registration number": the company registration number and/or VAT number, as the region's settings
// show them (`company_id_field`, `vat_field`), checked with the contract's rules (spec access §5).
import { Stack, Text, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldState } from '@club/contract/config';
import { registrationNumberFormatFor } from '@club/contract/formats';
import { useFieldError } from '../../../components/forms/use-field-error';
import type { LoginAnswers } from '../utils/login-answers';

export function RegistrationNumberStep({
  first,
  second,
  regionId,
}: {
  first: FieldState;
  second: FieldState;
  regionId: number | undefined;
}) {
  const intl = useIntl();
  const { register } = useFormContext<LoginAnswers>();
  const error = useFieldError();
  const format = registrationNumberFormatFor(regionId);
  return (
    <Stack gap="md">
      <Text>
        <FormattedMessage id="login.registrationNumber.text" />
      </Text>
      {first !== 'hidden' ? (
        <TextInput
          {...register('registration_number')}
          label={intl.formatMessage({ id: 'login.registrationNumber.first' })}
          required={first === 'required'}
          description={
            format ? intl.formatMessage({ id: 'formats.registrationNumber' }, { name: format.name, example: format.example }) : undefined
          }
          autoComplete="off"
          data-autofocus
          error={error('registration_number')}
        />
      ) : null}
      {second !== 'hidden' ? (
        <TextInput
          {...register('registration_number_2')}
          label={intl.formatMessage({ id: 'login.registrationNumber.second' })}
          required={second === 'required'}
          autoComplete="off"
          error={error('registration_number_2')}
        />
      ) : null}
    </Stack>
  );
}
