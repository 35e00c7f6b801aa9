// Extra step "marketing consent": news and offers by email and by SMS, both optional.
import { Checkbox, Stack, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginAnswers } from '../utils/login-answers';

export function MarketingStep() {
  const intl = useIntl();
  const { register } = useFormContext<LoginAnswers>();
  return (
    <Stack gap="md">
      <Text>
        <FormattedMessage id="login.marketing.text" />
      </Text>
      <Checkbox {...register('email_consent')} label={intl.formatMessage({ id: 'login.marketing.email' })} />
      <Checkbox {...register('phone_consent')} label={intl.formatMessage({ id: 'login.marketing.phone' })} />
      <Text fz="sm" c="dimmed">
        <FormattedMessage id="login.marketing.note" />
      </Text>
    </Stack>
  );
}
