// Marketing consents: news and offers by email and by phone. Both optional; changeable later in the profile.
import { Checkbox, Stack, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormValues } from '../../utils/form';

export function ConsentStep() {
  const intl = useIntl();
  const { register } = useFormContext<FormValues>();
  return (
    <Stack>
      <Text>
        <FormattedMessage id="register.consent.intro" />
      </Text>
      <Checkbox {...register('installer.email_consent')} label={intl.formatMessage({ id: 'register.consent.email' })} />
      <Checkbox {...register('installer.phone_consent')} label={intl.formatMessage({ id: 'register.consent.phone' })} />
    </Stack>
  );
}
