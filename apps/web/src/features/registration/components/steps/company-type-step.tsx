// Company type (only in regions that ask for it). The chosen type decides whether the disclaimer and declaration
// steps follow.
import { Radio, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldError } from '../../hooks/use-field-error';
import type { FormValues } from '../../utils/form';
import { textIn } from '../../../../lib/translated';
import type { StepProps } from '../step-props';

export function CompanyTypeStep({ settings, language }: StepProps) {
  const intl = useIntl();
  const { control } = useFormContext<FormValues>();
  const error = useFieldError();
  const label = intl.formatMessage({ id: 'register.companyType.label' });
  return (
    <Controller
      control={control}
      name="company.company_type"
      render={({ field }) => (
        <Radio.Group
          name={field.name}
          label={settings?.company_type_state === 'optional' ? intl.formatMessage({ id: 'register.optional' }, { label }) : label}
          withAsterisk={settings?.company_type_state === 'required'}
          value={field.value === null ? '' : String(field.value)}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          error={error('company.company_type')}
        >
          <Stack gap="sm" mt="xs">
            {(settings?.company_types ?? []).map((t, i) => (
              <Radio
                key={t.id}
                value={String(t.id)}
                label={textIn(t.name_translated, language)}
                ref={i === 0 ? field.ref : undefined}
                onBlur={field.onBlur}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
