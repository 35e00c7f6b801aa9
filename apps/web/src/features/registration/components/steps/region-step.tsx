// Step 1: the region. Picking one offers (never forces) its language when the user has not chosen one yet.
import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { storageKeys } from '@club/contract/constants';
import { languageByCode } from '@club/contract/regions';
import { useLanguage } from '../../../../lib/i18n';
import { readString } from '../../../../lib/storage';
import { useFieldError } from '../../hooks/use-field-error';
import type { FormValues } from '../../utils/form';
import type { StepProps } from '../step-props';

export function RegionStep({ config }: StepProps) {
  const intl = useIntl();
  const { control, watch } = useFormContext<FormValues>();
  const error = useFieldError();
  const { language, setLanguage } = useLanguage();
  const [answered, setAnswered] = useState(() => readString(storageKeys.language) !== null);
  const regionId = watch('company.regions_id');
  const region = config.regions.find((r) => r.id === regionId);
  const offered = region && !answered && region.language !== language ? languageByCode(region.language) : undefined;
  const current = languageByCode(language);

  return (
    <Stack>
      <Controller
        control={control}
        name="company.regions_id"
        render={({ field }) => (
          <NativeSelect
            ref={field.ref}
            name={field.name}
            label={intl.formatMessage({ id: 'register.region.label' })}
            description={intl.formatMessage({ id: 'register.region.description' })}
            value={field.value === null ? '' : String(field.value)}
            onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
            onBlur={field.onBlur}
            error={error('company.regions_id')}
            withAsterisk
            data={[
              { value: '', label: intl.formatMessage({ id: 'register.region.placeholder' }), disabled: true },
              ...config.regions.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
          />
        )}
      />
      {region && region.welcome_points > 0 && (
        <Text c="dimmed" fz="sm">
          <FormattedMessage
            id="register.region.welcome"
            values={{ points: intl.formatMessage({ id: 'points.count' }, { count: region.welcome_points }) }}
          />
        </Text>
      )}
      {offered && (
        <Alert color="brand" variant="light" icon={<IconLanguage aria-hidden />} title={<span lang={offered.code}>{offered.name}</span>}>
          <Stack gap="xs">
            <Text fz="sm">
              <FormattedMessage id="register.region.languageOffer" values={{ language: offered.name }} />
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                lang={offered.code}
                onClick={() => {
                  setAnswered(true);
                  setLanguage(offered.code);
                }}
              >
                <FormattedMessage id="register.region.languageSwitch" values={{ language: offered.name }} />
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setAnswered(true);
                  setLanguage(language);
                }}
              >
                <FormattedMessage id="register.region.languageKeep" values={{ language: current?.name ?? language }} />
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
