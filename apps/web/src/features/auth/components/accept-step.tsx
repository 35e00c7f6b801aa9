// Extra steps that ask the member to accept a text with one checkbox: "consent" (the club's rules, always required),
// and "disclaimer" / "declaration" (the region's text for the chosen company type; required when the type's state
// says so, 'optional' may be left unticked).
import { useState, type ReactNode } from 'react';
import { Anchor, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { FieldState } from '@club/contract/config';
import { StepActions } from './step-actions';

export function AcceptStep({
  text,
  link,
  checkboxLabel,
  state,
  requiredMessageId = 'validation.required',
  defaultValue,
  onBack,
  onNext,
}: {
  text: ReactNode;
  link?: { href: string; label: string };
  checkboxLabel: string;
  state: FieldState;
  requiredMessageId?: string;
  defaultValue: boolean;
  onBack?: () => void;
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
        if (state === 'required' && !accepted) setError(intl.formatMessage({ id: requiredMessageId }));
        else onNext(accepted);
      }}
    >
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" bg="gray.0">
          <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
        </Paper>
        {link ? (
          <Anchor href={link.href} target="_blank" rel="noreferrer">
            {link.label}
          </Anchor>
        ) : null}
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
