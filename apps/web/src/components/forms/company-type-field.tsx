// The company type as a radio group, for every form that asks it (registration, the sign-in company-type step).
// The region's settings give the types and whether the question is required, optional or hidden; the chosen type
// decides whether a disclaimer and a declaration follow, so the value is reported as soon as it changes.
import { Radio, Stack } from '@mantine/core';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { CompanyType, FieldState } from '@club/contract/config';
import { textIn } from '../../lib/translated';
import { useFieldError } from './use-field-error';

export function CompanyTypeField({
  name,
  types,
  state,
  label,
  language,
}: {
  name: string;
  types: readonly CompanyType[];
  state: FieldState;
  /** Already with "(optional)" when the caller marks optional fields that way. */
  label: string;
  language: string;
}) {
  const { control } = useFormContext<FieldValues>();
  const error = useFieldError();
  return (
    <Controller
      control={control}
      name={name as Path<FieldValues>}
      render={({ field }) => (
        <Radio.Group
          name={field.name}
          label={label}
          withAsterisk={state === 'required'}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          error={error(name)}
        >
          <Stack gap="sm" mt="xs">
            {types.map((t, i) => (
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
