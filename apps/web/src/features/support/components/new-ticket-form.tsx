// A new ticket (spec working areas §5 "Support"): a title and a message are required; the client's info (language,
// hostname, region, app version and type) goes with it.
import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SupportTicket } from '@club/contract/support';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages, useFieldMessage } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { onDemand, useOnDemand } from '../../../lib/on-demand';
import { useCreateTicket } from '../api/create-ticket';

/** The web app's version as reported with a ticket (the package version of apps/web). */
export const appVersion = '1.0.0';

const rules = onDemand(() => import('../utils/support-rules'));

export function NewTicketForm({ regionCode, onCreated }: { regionCode: string; onCreated: (ticket: SupportTicket) => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const errors = useErrorMessages();
  const fieldMessage = useFieldMessage();
  const create = useCreateTicket();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const server = create.error instanceof ApiError ? create.error.fields : {};
  const fields = Object.keys(local).length ? local : server;
  const withRules = useOnDemand(rules);
  return (
    <form
      noValidate
      onFocus={rules.prefetch}
      onSubmit={(e) => {
        e.preventDefault();
        if (create.isPending) return;
        withRules(({ newTicketBodySchema }) => {
          const parsed = newTicketBodySchema.safeParse({
            title,
            message,
            info: { language, hostname: window.location.hostname, region: regionCode, appVersion, appType: 'web' },
          });
          const out: Record<string, string[]> = {};
          if (!parsed.success) for (const issue of parsed.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
          setLocal(out);
          if (!parsed.success) return;
          create.mutate(parsed.data, { onSuccess: onCreated });
        });
      }}
    >
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          <FormattedMessage id="support.newTitle" />
        </Title>
        <TextInput
          name="title"
          label={intl.formatMessage({ id: 'support.subject' })}
          withAsterisk
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={fieldMessage(fields.title?.[0])}
        />
        <Textarea
          name="message"
          label={intl.formatMessage({ id: 'support.message' })}
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={fieldMessage(fields.message?.[0])}
        />
        {create.isError && Object.keys(server).length === 0 ? (
          <Alert color="red" role="alert">
            {errors(create.error).join(' ')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            <FormattedMessage id="support.open" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
