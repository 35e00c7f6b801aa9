// Extra step "registration number": the company's registration number and/or VAT number, as the region's settings
// show them (`company_id_field`, `vat_field`). Required ones need at least 6 characters (spec access §5).
import { Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import type { FieldState } from '@club/contract/config';
import { registrationNumberSchema } from '@club/contract/validators';
import { useFieldMessage } from '../../../lib/errors';
import { StepActions } from './step-actions';

const fieldFor = (state: FieldState) => (state === 'required' ? registrationNumberSchema : z.string().trim().max(64));

export interface RegistrationNumbers {
  registration_number: string;
  registration_number_2: string;
}

export function RegistrationNumberStep({
  first,
  second,
  defaults,
  serverErrors,
  onBack,
  onNext,
}: {
  first: FieldState;
  second: FieldState;
  defaults: RegistrationNumbers;
  /** Messages the server gave for these fields when saving (e.g. a number already taken). */
  serverErrors: Partial<Record<keyof RegistrationNumbers, string>>;
  onBack?: () => void;
  onNext: (value: RegistrationNumbers) => void;
}) {
  const intl = useIntl();
  const fieldMessage = useFieldMessage();
  const schema = z.object({
    registration_number: first === 'hidden' ? z.string() : fieldFor(first),
    registration_number_2: second === 'hidden' ? z.string() : fieldFor(second),
  });
  const form = useForm<RegistrationNumbers>({ resolver: zodResolver(schema), defaultValues: defaults });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit(onNext)}>
      <Stack gap="md">
        <Text>
          <FormattedMessage id="login.registrationNumber.text" />
        </Text>
        {first !== 'hidden' ? (
          <TextInput
            label={intl.formatMessage({ id: 'login.registrationNumber.first' })}
            required={first === 'required'}
            autoComplete="off"
            data-autofocus
            {...form.register('registration_number')}
            error={fieldMessage(errors.registration_number?.message) ?? serverErrors.registration_number}
          />
        ) : null}
        {second !== 'hidden' ? (
          <TextInput
            label={intl.formatMessage({ id: 'login.registrationNumber.second' })}
            required={second === 'required'}
            autoComplete="off"
            {...form.register('registration_number_2')}
            error={fieldMessage(errors.registration_number_2?.message) ?? serverErrors.registration_number_2}
          />
        ) : null}
        <StepActions onBack={onBack} />
      </Stack>
    </form>
  );
}
