// Step 2: the email, or the phone with its region (the region's calling code is shown; the number is checked for that
// region with the contract's rules). The chosen region is remembered under the `region` storage key.
import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { loginBodySchema, type LoginBody } from '@club/contract/auth';
import type { PublicConfig } from '@club/contract/config';
import { useFieldMessage } from '../../../lib/errors';
import { useSecondsUntil } from '../../../lib/use-countdown';
import type { LoginMethod } from '../utils/login-draft';
import { WizardActions } from '../../../lib/wizard/wizard-actions';

export interface IdentifierValues {
  email: string;
  phone: string;
  region: number | null;
}

export function IdentifierStep({
  method,
  defaults,
  regions,
  busy,
  retryAt,
  onHaveCode,
  onRegionChange,
  onSubmit,
  onBack,
}: {
  method: LoginMethod;
  defaults: IdentifierValues;
  regions: PublicConfig['regions'];
  busy: boolean;
  /** When a new code may be asked for (ms since epoch): a live countdown until then. */
  retryAt: number | null;
  /** Back to the code step for the code already sent (given while that code is still valid). */
  onHaveCode?: () => void;
  onRegionChange: (region: number) => void;
  onSubmit: (body: LoginBody) => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const fieldMessage = useFieldMessage();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: method === 'email' ? { email: defaults.email } : { phone: defaults.phone, region: defaults.region ?? undefined },
  });
  const region = useWatch({ control: form.control, name: 'region' });
  const callingCode = regions.find((r) => r.id === region)?.calling_code ?? '';
  const errors = form.formState.errors;
  const wait = useSecondsUntil(retryAt);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="md">
        {method === 'email' ? (
          <TextInput
            label={intl.formatMessage({ id: 'login.email.label' })}
            description={intl.formatMessage({ id: 'login.email.hint' })}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            data-autofocus
            {...form.register('email')}
            error={fieldMessage(errors.email?.message)}
          />
        ) : (
          <>
            <Controller
              control={form.control}
              name="region"
              render={({ field }) => (
                <Select
                  label={intl.formatMessage({ id: 'login.region.label' })}
                  required
                  searchable
                  allowDeselect={false}
                  data={regions.map((r) => ({ value: String(r.id), label: `${r.name} (${r.calling_code})` }))}
                  value={field.value === undefined ? null : String(field.value)}
                  onChange={(value) => {
                    const id = value === null ? undefined : Number(value);
                    field.onChange(id);
                    if (id !== undefined) onRegionChange(id);
                  }}
                  onBlur={field.onBlur}
                  error={fieldMessage(errors.region?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              label={intl.formatMessage({ id: 'login.phone.label' })}
              description={intl.formatMessage({ id: 'login.phone.hint' }, { code: callingCode })}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              required
              leftSection={
                callingCode ? (
                  <Text fz="sm" c="dimmed" aria-hidden>
                    {callingCode}
                  </Text>
                ) : null
              }
              leftSectionWidth={callingCode.length > 3 ? 56 : 44}
              {...form.register('phone')}
              error={fieldMessage(errors.phone?.message)}
            />
          </>
        )}
        <Text fz="sm" c="dimmed">
          <FormattedMessage id="login.identifier.codeNote" />
        </Text>
        {/* Not a live region: a countdown read out every second would drown everything else. */}
        {wait > 0 ? (
          <Text fz="sm" c="dimmed" data-testid="resend-countdown">
            <FormattedMessage id="login.code.resendIn" values={{ seconds: wait }} />
          </Text>
        ) : null}
        <WizardActions
          onBack={onBack}
          backLabel={<FormattedMessage id="login.back" />}
          busy={busy}
          submitLabel={<FormattedMessage id="login.sendCode" />}
        />
        {onHaveCode ? (
          <Button variant="subtle" px={0} onClick={onHaveCode} style={{ alignSelf: 'flex-start' }}>
            <FormattedMessage id="login.identifier.haveCode" />
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
