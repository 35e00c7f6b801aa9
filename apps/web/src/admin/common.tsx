// Small shared pieces of the console's pages: the page title, the error alert, and date/number formatting.
import { useEffect, type ReactNode } from 'react';
import { Alert, Badge, Group, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ApiError } from './api';

export function PageTitle({ id, children }: { id: string; children?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id });
  useEffect(() => {
    document.title = `${title} · Installer Club Staff`;
  }, [title]);
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={2}>{title}</Title>
      {children}
    </Group>
  );
}

export function ErrorAlert({ error }: { error: unknown }) {
  const intl = useIntl();
  if (!error) return null;
  const message =
    error instanceof ApiError
      ? error.status === 403
        ? intl.formatMessage({ id: 'error.forbidden' })
        : error.message
      : intl.formatMessage({ id: 'error.network' });
  return (
    <Alert color="red" role="alert" title={intl.formatMessage({ id: 'error.title' })} mb="md">
      {message}
    </Alert>
  );
}

/**
 * A refused save: the server's problems as a list (each field's message), or the error's text when it named none;
 * nothing when there is neither.
 */
export function ProblemList({ error, problems, mt }: { error: unknown; problems: string[]; mt?: string }) {
  const intl = useIntl();
  if (!error && problems.length === 0) return null;
  return (
    <Alert color="red" role="alert" mt={mt} title={intl.formatMessage({ id: 'error.title' })}>
      {problems.length ? (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {problems.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        errorText(intl, error)
      )}
    </Alert>
  );
}

export const errorText = (intl: ReturnType<typeof useIntl>, error: unknown) =>
  error instanceof ApiError
    ? error.status === 403
      ? intl.formatMessage({ id: 'error.forbidden' })
      : error.message
    : intl.formatMessage({ id: 'error.network' });

export function useDate() {
  const intl = useIntl();
  return (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
}

export const regionCodes = ['', 'PL', 'CZ', 'SK', 'HU', 'RO', 'SI', 'HR', 'BG', 'RS', 'BA', 'EE', 'LT', 'LV', 'UA', 'MD', 'ME'];
export const regionOptions = regionCodes.slice(1).map((code, i) => ({ value: String(i + 1), label: code }));

/** A status badge with enough contrast (WCAG AA): a light tint of its colour behind near-black text. */
export function Tag({ color = 'gray', children }: { color?: string | undefined; variant?: string; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" styles={{ root: { color: 'var(--mantine-color-dark-9)' } }}>
      {children}
    </Badge>
  );
}
