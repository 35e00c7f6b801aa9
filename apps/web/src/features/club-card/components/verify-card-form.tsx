// Card verification (spec §2 Club card, §5 Club card): the 10-digit number printed on the card and a confirmation
// checkbox; success turns the ISSUED card ACTIVE and refreshes the user and the card.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { limits } from '@club/contract/constants';
import { useErrorMessages } from '../../../lib/errors';
import { useVerifyCard } from '../api/verify-card';

const serialPattern = new RegExp(`^\\d{${limits.cardSerialDigits}}$`);

export function VerifyCardForm({ companyId, onVerified }: { companyId: number; onVerified: () => void }) {
  const intl = useIntl();
  const errorMessages = useErrorMessages();
  const verify = useVerifyCard();
  const [serial, setSerial] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [touched, setTouched] = useState(false);
  const serialError = touched && !serialPattern.test(serial) ? intl.formatMessage({ id: 'clubCard.verify.serialInvalid' }) : null;
  const confirmError = touched && !confirmed ? intl.formatMessage({ id: 'clubCard.verify.confirmRequired' }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!serialPattern.test(serial) || !confirmed) return;
    verify.mutate({ companyId, serial }, { onSuccess: onVerified });
  };

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder component="section" aria-labelledby="verify-card-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={480}>
          <Title order={2} fz={{ base: 20, sm: 24 }} id="verify-card-title">
            <FormattedMessage id="clubCard.verify.title" />
          </Title>
          <TextInput
            label={intl.formatMessage({ id: 'clubCard.verify.serial' })}
            description={intl.formatMessage({ id: 'clubCard.verify.serialHint' })}
            value={serial}
            onChange={(e) => setSerial(e.currentTarget.value.replace(/\D/g, '').slice(0, limits.cardSerialDigits))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={limits.cardSerialDigits}
            error={serialError}
            required
          />
          <Checkbox
            label={intl.formatMessage({ id: 'clubCard.verify.confirm' })}
            checked={confirmed}
            onChange={(e) => setConfirmed(e.currentTarget.checked)}
            error={confirmError}
          />
          {verify.isError && (
            <Alert color="red" role="alert">
              {errorMessages(verify.error).join(' ')}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={verify.isPending} leftSection={<IconCircleCheck size={18} aria-hidden />}>
              <FormattedMessage id="clubCard.verify.submit" />
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
