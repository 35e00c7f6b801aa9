// Step 2: the owner's name, surname, email and phone (with the region's calling code); email and phone are checked
// for uniqueness while typed.
import { Anchor, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { signInLink } from '../../../../lib/sign-in-link';
import { useFieldError } from '../../hooks/use-field-error';
import type { FormValues } from '../../utils/form';
import type { StepProps } from '../step-props';

export function UserStep({ uniqueness, callingCode }: StepProps) {
  const intl = useIntl();
  const { register, control } = useFormContext<FormValues>();
  const email = useWatch({ control, name: 'installer.email' });
  const error = useFieldError();
  const checking = <Loader size={16} role="status" aria-label={intl.formatMessage({ id: 'register.checking' })} />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...register('installer.name')}
          label={intl.formatMessage({ id: 'register.user.name' })}
          autoComplete="given-name"
          withAsterisk
          error={error('installer.name')}
        />
        <TextInput
          {...register('installer.surname')}
          label={intl.formatMessage({ id: 'register.user.surname' })}
          autoComplete="family-name"
          withAsterisk
          error={error('installer.surname')}
        />
      </SimpleGrid>
      <TextInput
        {...register('installer.email')}
        type="email"
        label={intl.formatMessage({ id: 'register.user.email' })}
        description={intl.formatMessage({ id: 'register.user.emailHelp' })}
        autoComplete="email"
        inputMode="email"
        withAsterisk
        rightSection={uniqueness.email.checking ? checking : null}
        error={error('installer.email', { taken: uniqueness.email.message })}
      />
      {uniqueness.email.message ? (
        // The email belongs to a member already: offer the sign-in with it filled in.
        <Anchor component={Link} {...signInLink(email)} fz="sm" fw={600} mt={-8}>
          <FormattedMessage id="register.user.signInInstead" />
        </Anchor>
      ) : null}
      <TextInput
        {...register('installer.phone')}
        type="tel"
        label={intl.formatMessage({ id: 'register.user.phone' })}
        description={intl.formatMessage({ id: 'register.user.phoneHelp' }, { code: callingCode ?? '' })}
        autoComplete="tel-national"
        inputMode="tel"
        withAsterisk
        leftSection={
          <Text fz="sm" c="dimmed" aria-hidden>
            {callingCode}
          </Text>
        }
        leftSectionWidth={callingCode ? 16 + callingCode.length * 9 : undefined}
        rightSection={uniqueness.phone.checking ? checking : null}
        error={error('installer.phone', { taken: uniqueness.phone.message })}
      />
    </Stack>
  );
}
