// Extra steps "disclaimer" and "declaration": the text the region sets for the chosen company type, and a checkbox
// that must be ticked when the type's state is 'required' ('optional' may be left unticked).
import { useState } from 'react';
import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { FieldState } from '@club/contract/config';
import { StepActions } from './step-actions';

export function AcceptStep({
  text,
  checkboxLabel,
  state,
  defaultValue,
  onBack,
  onNext,
}: {
  text: string;
  checkboxLabel: string;
  state: FieldState;
  defaultValue: boolean;
  onBack: () => void;
  onNext: (accepted: boolean) => void;
}) {
  const intl = useIntl();
  const [accepted, setAccepted] = useState(defaultValue);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (state === 'required' && !accepted) setError(intl.formatMessage({ id: 'validation.required' }));
        else onNext(accepted);
      }}
    >
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" bg="gray.0">
          <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
        </Paper>
        <Checkbox
          label={checkboxLabel}
          checked={accepted}
          required={state === 'required'}
          onChange={(e) => {
            setAccepted(e.currentTarget.checked);
            setError(undefined);
          }}
          error={error}
        />
        <StepActions onBack={onBack} />
      </Stack>
    </form>
  );
}
