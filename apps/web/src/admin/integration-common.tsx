// Pieces shared by the console's integration pages (API keys, webhooks): the confirmation dialog, the once-shown secret
// with its copy button, and the server's 400 problems in the console's language.
import type { ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from './api';
import { errorText } from './common';

/** The server's problem texts (integration service, delivery.ts `urlProblem`) and the console's words for them. */
const known: Record<string, Record<string, string>> = {
  name: { 'validation.invalid': 'integration.problem.name' },
  scopes: { 'validation.invalid': 'integration.problem.scopes' },
  url: {
    'not a URL': 'integration.problem.urlInvalid',
    'only https URLs are allowed': 'integration.problem.urlHttps',
    'only http(s) URLs are allowed': 'integration.problem.urlScheme',
    'private and loopback addresses are not allowed': 'integration.problem.urlPrivate',
    'credentials in the URL are not allowed': 'integration.problem.urlCredentials',
    'at most 2000 characters': 'integration.problem.urlLong',
  },
  events: { 'validation.invalid': 'integration.problem.events' },
  secret: { '16 to 200 characters': 'integration.problem.secret' },
};

/** Field descriptions dark enough for WCAG AA (Mantine's dimmed grey is not, on white). */
export const readable = { description: { color: 'var(--mantine-color-gray-7)' } };

/** Keeps a badge whole in a narrow table cell (a badge's label would otherwise shrink to an ellipsis). */
export function Whole({ children }: { children: ReactNode }) {
  return <span style={{ display: 'inline-block', minWidth: 'max-content' }}>{children}</span>;
}

/** Every problem of a failed request, one line each (a 400 lists them by field). */
export function problemLines(intl: ReturnType<typeof useIntl>, error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400 || error.errors.length === 0) return [errorText(intl, error)];
  return error.errors.map((line) => {
    const at = line.indexOf(': ');
    const field = at > 0 ? line.slice(0, at) : '';
    const problem = (at > 0 ? line.slice(at + 2) : line).replace(/ \(.*\)$/, '');
    const id = known[field]?.[problem];
    return id ? intl.formatMessage({ id }) : line;
  });
}

export function Problems({ error }: { error: unknown }) {
  const intl = useIntl();
  if (!error) return null;
  const lines = problemLines(intl, error);
  return (
    <Alert color="red" role="alert" title={intl.formatMessage({ id: 'integration.problems' })}>
      {lines.length === 1 ? (
        lines[0]
      ) : (
        <List size="sm">
          {lines.map((l) => (
            <List.Item key={l}>{l}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** A secret shown once: a warning, the value, a copy button. */
export function ShownOnce({ label, value, warning }: { label: string; value: string; warning: string }) {
  const intl = useIntl();
  return (
    <Stack gap="sm">
      <Alert
        color="yellow"
        role="status"
        title={intl.formatMessage({ id: 'integration.onceTitle' })}
        styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
      >
        <Text size="sm" c="dark.9">
          {warning}
        </Text>
      </Alert>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Code block data-testid="shown-once" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'light' : 'filled'} color={copied ? 'green' : undefined} onClick={copy}>
            <FormattedMessage id={copied ? 'integration.copied' : 'integration.copy'} />
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

export function Confirm({
  opened,
  title,
  children,
  confirm,
  onConfirm,
  onClose,
  loading,
  error,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  loading: boolean;
  error: unknown;
}) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}>
      <Stack>
        <Text size="sm">{children}</Text>
        {error ? <Problems error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button color="red.9" loading={loading} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
