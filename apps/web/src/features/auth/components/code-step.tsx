// Step 3: the 5-digit code, with the 60 s resend timer (a resend asks for the code again with the same identifier).
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { auth } from '@club/contract/constants';
import { codeSchema } from '@club/contract/validators';
import { useFieldMessage } from '../../../lib/errors';
import { useSecondsUntil } from '../../../lib/use-countdown';
import { WizardActions } from '../../../lib/wizard/wizard-actions';

const codeFormSchema = z.object({ code: codeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

export function CodeStep({
  destination,
  channel,
  sentAt,
  resendGap,
  busy,
  resending,
  onSubmit,
  onResend,
  onBack,
}: {
  destination: string;
  channel: 'email' | 'sms';
  sentAt: number | null;
  resendGap: number;
  busy: boolean;
  resending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const fieldMessage = useFieldMessage();
  const left = useSecondsUntil(sentAt === null ? null : sentAt + resendGap * 1000);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.code))}>
      <Stack gap="md">
        <Text>
          <FormattedMessage
            id={channel === 'email' ? 'login.code.sentEmail' : 'login.code.sentSms'}
            values={{ destination: <strong>{destination}</strong> }}
          />
        </Text>
        <TextInput
          label={intl.formatMessage({ id: 'login.code.label' })}
          description={intl.formatMessage({ id: 'login.code.hint' })}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={auth.codeLength}
          required
          data-autofocus
          styles={{ input: { letterSpacing: '0.4em', fontSize: 20, maxWidth: 180 } }}
          {...form.register('code')}
          error={fieldMessage(form.formState.errors.code?.message)}
        />
        {/* Not a live region: a countdown read out every second would drown everything else. */}
        <div>
          {left > 0 ? (
            <Text fz="sm" c="dimmed">
              <FormattedMessage id="login.code.resendIn" values={{ seconds: left }} />
            </Text>
          ) : (
            <Button variant="subtle" px={0} onClick={onResend} loading={resending}>
              <FormattedMessage id="login.code.resend" />
            </Button>
          )}
        </div>
        <WizardActions
          onBack={onBack}
          backLabel={<FormattedMessage id="login.back" />}
          busy={busy}
          submitLabel={<FormattedMessage id="login.code.submit" />}
        />
      </Stack>
    </form>
  );
}
