// Extra step "marketing consent": news and offers by email and by SMS, both optional.
import { useState } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { StepActions } from './step-actions';

export function MarketingStep({
  defaults,
  onBack,
  onNext,
}: {
  defaults: { email_consent: boolean; phone_consent: boolean };
  onBack?: () => void;
  onNext: (value: { email_consent: boolean; phone_consent: boolean }) => void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(defaults);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onNext(value);
      }}
    >
      <Stack gap="md">
        <Text>
          <FormattedMessage id="login.marketing.text" />
        </Text>
        <Checkbox
          label={intl.formatMessage({ id: 'login.marketing.email' })}
          checked={value.email_consent}
          onChange={(e) => setValue({ ...value, email_consent: e.currentTarget.checked })}
        />
        <Checkbox
          label={intl.formatMessage({ id: 'login.marketing.phone' })}
          checked={value.phone_consent}
          onChange={(e) => setValue({ ...value, phone_consent: e.currentTarget.checked })}
        />
        <Text fz="sm" c="dimmed">
          <FormattedMessage id="login.marketing.note" />
        </Text>
        <StepActions onBack={onBack} />
      </Stack>
    </form>
  );
}
