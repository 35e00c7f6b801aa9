// Review: every answer, grouped by step, each group with an Edit button that opens its step (which then offers
// 'Back to review'); the terms checkbox with the variant's terms link.
import type { ReactNode } from 'react';
import { Anchor, Box, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldError } from '../../hooks/use-field-error';
import type { FormValues } from '../../utils/form';
import { surveyKey } from '../../../../lib/survey-answers';
import type { StepId } from '../../utils/steps';
import { displayPhone } from '../../utils/text';
import { textIn } from '../../../../lib/translated';
import type { StepProps } from '../step-props';

interface Row {
  label: string;
  value: ReactNode;
}

function Section({ step, title, rows, onEdit }: { step: StepId; title: string; rows: Row[]; onEdit: (step: StepId) => void }) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`review-${step}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <Title order={3} fz="md" id={`review-${step}`}>
          {title}
        </Title>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => onEdit(step)}
          aria-label={intl.formatMessage({ id: 'register.review.editSection' }, { section: title })}
        >
          <FormattedMessage id="register.review.edit" />
        </Button>
      </Group>
      <Box component="dl" m={0}>
        {rows.map((r) => (
          <Box key={r.label} mb={6}>
            <Text component="dt" fz="xs" c="dimmed">
              {r.label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {r.value === '' || r.value === null ? '—' : r.value}
            </Text>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export function ReviewStep({
  config,
  settings,
  variant,
  language,
  survey,
  callingCode,
  steps,
  onEdit,
}: StepProps & { steps: StepId[]; onEdit: (step: StepId) => void }) {
  const intl = useIntl();
  const { getValues, register } = useFormContext<FormValues>();
  const error = useFieldError();
  const v = getValues();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const yesNo = (b: boolean) => t(b ? 'register.review.yes' : 'register.review.no');
  const region = config.regions.find((r) => r.id === v.company.regions_id);
  const type = settings?.company_types.find((x) => x.id === v.company.company_type);
  const has = (s: StepId) => steps.includes(s);

  const companyRows: Row[] = [{ label: t('register.company.name'), value: v.company.name }];
  if (settings && settings.company_id_field !== 'hidden')
    companyRows.push({ label: t('register.company.registrationNumber'), value: v.company.registration_number });
  if (settings && settings.vat_field !== 'hidden')
    companyRows.push({ label: t('register.company.vatNumber'), value: v.company.registration_number_2 });

  const surveyRows: Row[] = survey.questions.map((q) => {
    const a = v.survey[surveyKey(q.id)];
    const value =
      q.type === 'number'
        ? (a?.value ?? '')
        : q.answers
            .filter((x) => a?.answer_ids.includes(x.id))
            .map((x) => textIn(x.label, language))
            .join(', ');
    return { label: textIn(q.label, language), value };
  });

  const termsUrl = settings?.terms_url[variant] ?? '#';
  return (
    <Stack>
      <Text>
        <FormattedMessage id="register.review.intro" />
      </Text>
      <Section
        step="region"
        onEdit={onEdit}
        title={t('register.step.region')}
        rows={[{ label: t('register.region.label'), value: region?.name ?? '' }]}
      />
      <Section
        step="user"
        onEdit={onEdit}
        title={t('register.step.user')}
        rows={[
          { label: t('register.review.fullName'), value: `${v.installer.name} ${v.installer.surname}`.trim() },
          { label: t('register.user.email'), value: v.installer.email },
          { label: t('register.user.phone'), value: displayPhone(v.installer.phone, callingCode) },
        ]}
      />
      <Section step="company" onEdit={onEdit} title={t('register.step.company')} rows={companyRows} />
      <Section
        step="address"
        onEdit={onEdit}
        title={t('register.step.address')}
        rows={[
          { label: t('register.address.street'), value: `${v.company.street} ${v.company.house_number}`.trim() },
          { label: t('register.address.postalCode'), value: v.company.postal_code },
          { label: t('register.address.city'), value: v.company.city },
        ]}
      />
      {has('companyType') && (
        <Section
          step="companyType"
          onEdit={onEdit}
          title={t('register.step.companyType')}
          rows={[
            { label: t('register.companyType.label'), value: type ? textIn(type.name_translated, language) : '' },
            ...(has('disclaimer') ? [{ label: t('register.step.disclaimer'), value: yesNo(v.company.disclaimer_accepted) }] : []),
            ...(has('declaration') ? [{ label: t('register.step.declaration'), value: yesNo(v.company.declaration_accepted) }] : []),
          ]}
        />
      )}
      <Section step="survey" onEdit={onEdit} title={t('register.step.survey')} rows={surveyRows} />
      <Section
        step="consent"
        onEdit={onEdit}
        title={t('register.step.consent')}
        rows={[
          { label: t('register.consent.email'), value: yesNo(v.installer.email_consent) },
          { label: t('register.consent.phone'), value: yesNo(v.installer.phone_consent) },
        ]}
      />
      <Checkbox
        {...register('terms_accepted')}
        mt="sm"
        required
        error={error('terms_accepted')}
        label={
          <FormattedMessage
            id={variant === 'decor' ? 'register.review.termsDecor' : 'register.review.terms'}
            values={{
              link: (chunks: ReactNode[]) => (
                <Anchor
                  href={termsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  inherit
                  underline="always"
                  style={{ textDecoration: 'underline' }}
                >
                  {chunks}
                </Anchor>
              ),
            }}
          />
        }
      />
    </Stack>
  );
}
