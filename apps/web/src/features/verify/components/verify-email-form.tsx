// /verify-email (spec working areas §2 Verify email, §5, §8): send a code to the address waiting for verification,
// enter it ('a code is required'); success marks the email verified. A send failure shows the generic error line
// under the link; a wrong code shows the generic verification error.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SelfUser } from '@club/contract/company';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages, useFieldMessage } from '../../../lib/errors';
import { onDemand, useOnDemand } from '../../../lib/on-demand';
import { useSendVerification } from '../api/send-verification';
import { useVerifyEmail } from '../api/verify-email';
import { needsVerification } from './verify-email-warning';

/** The code's rule (the contract's zod schema), fetched when the form is first used, not with the page (issue 10). */
const rules = onDemand(() => import('@club/contract/verification'));

export function VerifyEmailForm({ user, sendAtOnce }: { user: SelfUser; sendAtOnce: boolean }) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const fieldMessage = useFieldMessage();
  const send = useSendVerification();
  const verify = useVerifyEmail();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const sentOnce = useRef(false);
  const target = user.pending_email ?? user.email;
  const withRules = useOnDemand(rules);

  useEffect(() => {
    // Arriving from a changed email: the code goes out once (not again on a re-render or StrictMode's second run).
    if (sendAtOnce && !sentOnce.current && needsVerification(user)) {
      sentOnce.current = true;
      send.mutate();
    }
  }, [sendAtOnce, send, user]);

  if (verify.isSuccess || !needsVerification(user))
    return (
      <Alert color="green" role="status">
        <FormattedMessage id="verify.done" values={{ email: user.email ?? '' }} />
      </Alert>
    );

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" maw={560}>
      <Stack gap="md">
        <Text>
          <FormattedMessage id="verify.intro" values={{ email: target ?? '' }} />
        </Text>
        <div>
          <Button variant="light" onClick={() => send.mutate()} loading={send.isPending}>
            <FormattedMessage id={send.isSuccess ? 'verify.resend' : 'verify.send'} />
          </Button>
          {send.isSuccess ? (
            <Text fz="sm" mt="xs" role="status">
              <FormattedMessage id="verify.sent" values={{ to: send.data.to }} />
            </Text>
          ) : null}
          {send.isError ? (
            <Text fz="sm" mt="xs" c="red.9" role="alert">
              {send.error instanceof ApiError && send.error.status === 429
                ? errors(send.error).join(' ')
                : intl.formatMessage({ id: 'errors.generic' })}
            </Text>
          ) : null}
        </div>
        <form
          noValidate
          onFocus={rules.prefetch}
          onSubmit={(e) => {
            e.preventDefault();
            withRules(({ verifyEmailBodySchema }) => {
              const parsed = verifyEmailBodySchema.safeParse({ code });
              if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
              setProblem(undefined);
              verify.mutate(parsed.data);
            });
          }}
        >
          <Stack gap="md">
            <TextInput
              name="code"
              label={intl.formatMessage({ id: 'verify.code' })}
              withAsterisk
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={5}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={fieldMessage(problem)}
              maw={220}
            />
            {verify.isError ? (
              <Alert color="red" role="alert">
                {verify.error instanceof ApiError && verify.error.code === 'invalid_code'
                  ? intl.formatMessage({ id: 'verify.failed' })
                  : errors(verify.error).join(' ')}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={verify.isPending}>
                <FormattedMessage id="verify.submit" />
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
