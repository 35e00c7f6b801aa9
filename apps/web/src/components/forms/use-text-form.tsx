// A small controlled form of text values (the profile, company and installer forms): the values, the problems the
// browser found (else the server's, by field), the error and API alert, and one labelled text field per value.
import { useState, type ChangeEvent } from 'react';
import { Alert, TextInput, type TextInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/api-client';
import { useErrorMessages, useFieldMessage } from '../../lib/errors';

export type Problems = Record<string, string[]>;

/** `error` is the save's error: its field problems show on the fields until the browser finds problems of its own. */
export function useTextForm<V extends Record<string, string>>(initial: V, error: unknown) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState(initial);
  const [local, setLocal] = useState<Problems>({});
  const server = error instanceof ApiError ? error.fields : {};
  const fields = Object.keys(local).length ? local : server;
  const fieldError = (name: string) => fieldMessage(fields[name]?.[0]);
  const set = (key: keyof V) => (e: ChangeEvent<HTMLInputElement>) => {
    const v = e.currentTarget.value;
    setValues((s) => ({ ...s, [key]: v }));
  };

  /** A text field for `key`, labelled by the message `label`; `props` adds its type, hints and autocomplete. */
  const textField = (key: keyof V & string, label: string, props: Omit<TextInputProps, 'name' | 'label' | 'value'> = {}) => (
    <TextInput
      name={key}
      label={intl.formatMessage({ id: label })}
      value={values[key]}
      onChange={set(key)}
      error={fieldError(key)}
      {...props}
    />
  );

  /** The save's error when it is not about a field (network, server, a rule of the whole form). */
  const formAlert = () =>
    error && Object.keys(server).length === 0 ? (
      <Alert color="red" role="alert">
        {errors(error).join(' ')}
      </Alert>
    ) : null;

  return { values, setLocal, fieldError, textField, formAlert };
}

/** Adds a problem (a message key) to a field. */
export const addProblem = (problems: Problems, field: string, message: string) => (problems[field] ??= []).push(message);
