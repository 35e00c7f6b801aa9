// Extra step "consent" (consentSeen unset): the club processes the member's data under its rules; the member agrees once.
import { useState } from 'react';
import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { StepActions } from './step-actions';

export function ConsentStep({
  termsUrl,
  defaultValue,
  onNext,
}: {
  termsUrl: string | undefined;
  defaultValue: boolean;
  onNext: () => void;
}) {
  const intl = useIntl();
  const [accepted, setAccepted] = useState(defaultValue);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!accepted) setError(intl.formatMessage({ id: 'validation.terms' }));
        else onNext();
      }}
    >
      <Stack gap="md">
        <Text>
          <FormattedMessage id="login.consent.text" />
        </Text>
        {termsUrl ? (
          <Anchor href={termsUrl} target="_blank" rel="noreferrer">
            <FormattedMessage id="login.consent.rulesLink" />
          </Anchor>
        ) : null}
        <Checkbox
          label={intl.formatMessage({ id: 'login.consent.checkbox' })}
          checked={accepted}
          onChange={(e) => {
            setAccepted(e.currentTarget.checked);
            setError(undefined);
          }}
          error={error}
          required
        />
        <StepActions />
      </Stack>
    </form>
  );
}
