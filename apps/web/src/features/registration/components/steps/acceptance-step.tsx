// The disclaimer or the declaration of the chosen company type: its text in the user's language and a checkbox,
// required when the type's state says so.
import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldError } from '../../hooks/use-field-error';
import type { FormValues } from '../../utils/form';
import { textIn } from '../../../../lib/translated';
import type { StepProps } from '../step-props';

export function AcceptanceStep({ settings, language, kind }: StepProps & { kind: 'disclaimer' | 'declaration' }) {
  const intl = useIntl();
  const { register, watch } = useFormContext<FormValues>();
  const error = useFieldError();
  const type = settings?.company_types.find((t) => t.id === watch('company.company_type'));
  if (!type) return null;
  const text = textIn(kind === 'disclaimer' ? type.disclaimer_translated : type.declaration_translated, language);
  const state = kind === 'disclaimer' ? type.disclaimer_state : type.declaration_state;
  const name = kind === 'disclaimer' ? 'company.disclaimer_accepted' : 'company.declaration_accepted';
  const textId = `register-${kind}-text`;
  const label = intl.formatMessage({ id: `register.${kind}.accept` });
  return (
    <Stack>
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Text id={textId} style={{ whiteSpace: 'pre-line' }}>
          {text}
        </Text>
      </Paper>
      <Checkbox
        {...register(name)}
        aria-describedby={textId}
        label={state === 'optional' ? intl.formatMessage({ id: 'register.optional' }, { label }) : label}
        error={error(name)}
      />
    </Stack>
  );
}
