// Extra step "company type": one of the region's company types. The choice is reported at once, because it adds or
// removes the disclaimer and declaration steps that follow (spec access §4).
import { useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompanyType, FieldState } from '@club/contract/config';
import { useLanguage } from '../../../lib/i18n';
import { textIn } from '../../../lib/translated';
import { StepActions } from './step-actions';

export function CompanyTypeStep({
  types,
  state,
  value,
  onChange,
  onBack,
  onNext,
}: {
  types: CompanyType[];
  state: FieldState;
  value: number | null;
  onChange: (id: number) => void;
  onBack?: () => void;
  onNext: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (value === null && state === 'required') setError(intl.formatMessage({ id: 'validation.required' }));
        else onNext();
      }}
    >
      <Stack gap="md">
        <Text>
          <FormattedMessage id="login.companyType.text" />
        </Text>
        <Radio.Group
          label={intl.formatMessage({ id: 'login.companyType.label' })}
          required={state === 'required'}
          value={value === null ? null : String(value)}
          onChange={(v) => {
            setError(undefined);
            onChange(Number(v));
          }}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {types.map((t) => (
              <Radio key={t.id} value={String(t.id)} label={textIn(t.name_translated, language)} />
            ))}
          </Stack>
        </Radio.Group>
        <StepActions onBack={onBack} />
      </Stack>
    </form>
  );
}
