// Extra steps that ask the member to accept a text with one checkbox: "consent" (the club's rules, always required),
// and "disclaimer" / "declaration" (the region's text for the chosen company type; required when the type's state
// says so, 'optional' may be left unticked). The checkbox is a field of the track's form.
import type { ReactNode } from 'react';
import { Anchor, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { FieldState } from '@club/contract/config';
import { useFieldError } from '../../../components/forms/use-field-error';
import type { LoginAnswers } from '../utils/login-answers';

export function AcceptStep({
  name,
  text,
  link,
  checkboxLabel,
  state,
}: {
  name: 'consent' | 'disclaimer_accepted' | 'declaration_accepted';
  text: ReactNode;
  link?: { href: string; label: string };
  checkboxLabel: string;
  state: FieldState;
}) {
  const { register } = useFormContext<LoginAnswers>();
  const error = useFieldError();
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Text id={`login-${name}-text`} style={{ whiteSpace: 'pre-line' }}>
          {text}
        </Text>
      </Paper>
      {link ? (
        <Anchor href={link.href} target="_blank" rel="noreferrer">
          {link.label}
        </Anchor>
      ) : null}
      <Checkbox
        {...register(name)}
        label={checkboxLabel}
        required={state === 'required'}
        aria-describedby={`login-${name}-text`}
        error={error(name)}
      />
    </Stack>
  );
}
