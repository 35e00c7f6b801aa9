// Edit the company (owners; spec working areas §5 "Company edit"): only the changed fields are sent; a changed name,
// address, city or postal code must not be empty (each its own message); the region's required registration numbers
// and company type must be filled; the company type goes separately with its disclaimer and declaration flags.
import { useState } from 'react';
import { Button, Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { RegionalSettings } from '@club/contract/config';
import type { SelfUser, UpdateCompanyBody, UpdateCompanyTypeBody } from '@club/contract/company';
import { limits } from '@club/contract/constants';
import { companyFieldMessages, messages } from '@club/contract/messages';
import { addProblem, useTextForm, type Problems } from '../../../components/forms/use-text-form';
import { useLanguage } from '../../../lib/i18n';
import { textIn } from '../../../lib/translated';
import { useUpdateCompany } from '../api/update-company';

type Text = 'name' | 'address' | 'city' | 'postal_code' | 'registration_number' | 'registration_number_2';

export function CompanyForm({ user, settings, onDone }: { user: SelfUser; settings: RegionalSettings | undefined; onDone: () => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const update = useUpdateCompany();
  const c = user.company;
  const initial: Record<Text, string> = {
    name: c.name,
    address: c.address,
    city: c.city,
    postal_code: c.postal_code,
    registration_number: c.registration_number ?? '',
    registration_number_2: c.registration_number_2 ?? '',
  };
  const { values, setLocal, fieldError, textField, formAlert } = useTextForm(initial, update.error);
  const [type, setType] = useState<number | null>(c.company_type);
  const [disclaimer, setDisclaimer] = useState(c.disclaimer_accepted);
  const [declaration, setDeclaration] = useState(c.declaration_accepted);
  const chosen = settings?.company_types.find((t) => t.id === type);
  const numberShown = (state: string | undefined) => state !== undefined && state !== 'hidden';

  function collect(): { body: UpdateCompanyBody | null; typeBody: UpdateCompanyTypeBody | null; problems: Problems } {
    const problems: Problems = {};
    const body: UpdateCompanyBody = {};
    for (const key of ['name', 'address', 'city', 'postal_code'] as const) {
      const v = values[key].trim();
      if (v === initial[key]) continue;
      if (v === '') addProblem(problems, key, companyFieldMessages[key]);
      else body[key] = v;
    }
    const numbers = [
      ['registration_number', settings?.company_id_field],
      ['registration_number_2', settings?.vat_field],
    ] as const;
    for (const [key, state] of numbers) {
      if (!numberShown(state)) continue;
      const v = values[key].trim();
      if (state === 'required' && v === '') addProblem(problems, key, messages.required);
      else if (state === 'required' && v.length < limits.registrationNumberMin) addProblem(problems, key, messages.registrationNumber);
      if (v !== initial[key]) body[key] = v === '' ? null : v;
    }
    let typeBody: UpdateCompanyTypeBody | null = null;
    if (settings && settings.company_type_state !== 'hidden') {
      if (type === null && settings.company_type_state === 'required') addProblem(problems, 'company_type', messages.required);
      if (chosen?.disclaimer_state === 'required' && !disclaimer) addProblem(problems, 'disclaimer_accepted', messages.required);
      if (chosen?.declaration_state === 'required' && !declaration) addProblem(problems, 'declaration_accepted', messages.required);
      if (type !== null && (type !== c.company_type || disclaimer !== c.disclaimer_accepted || declaration !== c.declaration_accepted))
        typeBody = { company_type: type, disclaimer_accepted: disclaimer, declaration_accepted: declaration };
    }
    return { body: Object.keys(body).length ? body : null, typeBody, problems };
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (update.isPending) return;
        const { body, typeBody, problems } = collect();
        setLocal(problems);
        if (Object.keys(problems).length) return;
        if (!body && !typeBody) return onDone();
        update.mutate({ id: c.id, uuid: c.uuid, body, type: typeBody }, { onSuccess: onDone });
      }}
    >
      <Stack gap="md">
        {textField('name', 'user.companyName', { withAsterisk: true, autoComplete: 'organization' })}
        {textField('address', 'user.form.street', { withAsterisk: true, autoComplete: 'street-address' })}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {textField('postal_code', 'user.form.postalCode', { withAsterisk: true, autoComplete: 'postal-code' })}
          {textField('city', 'user.form.city', { withAsterisk: true, autoComplete: 'address-level2' })}
        </SimpleGrid>
        {numberShown(settings?.company_id_field)
          ? textField('registration_number', 'user.registrationNumber', { withAsterisk: settings?.company_id_field === 'required' })
          : null}
        {numberShown(settings?.vat_field)
          ? textField('registration_number_2', 'user.registrationNumber2', { withAsterisk: settings?.vat_field === 'required' })
          : null}
        {settings && settings.company_type_state !== 'hidden' && settings.company_types.length ? (
          <Radio.Group
            name="company_type"
            label={intl.formatMessage({ id: 'user.companyType' })}
            withAsterisk={settings.company_type_state === 'required'}
            value={type === null ? '' : String(type)}
            onChange={(v) => setType(v === '' ? null : Number(v))}
            error={fieldError('company_type')}
          >
            <Stack gap="sm" mt="xs">
              {settings.company_types.map((t) => (
                <Radio key={t.id} value={String(t.id)} label={textIn(t.name_translated, language)} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {chosen && chosen.disclaimer_state !== 'hidden' ? (
          <Checkbox
            label={textIn(chosen.disclaimer_translated, language)}
            checked={disclaimer}
            onChange={(e) => setDisclaimer(e.currentTarget.checked)}
            error={fieldError('disclaimer_accepted')}
          />
        ) : null}
        {chosen && chosen.declaration_state !== 'hidden' ? (
          <Checkbox
            label={textIn(chosen.declaration_translated, language)}
            checked={declaration}
            onChange={(e) => setDeclaration(e.currentTarget.checked)}
            error={fieldError('declaration_accepted')}
          />
        ) : null}
        {formAlert()}
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {intl.formatMessage({ id: 'user.form.save' })}
          </Button>
          <Button variant="default" onClick={onDone}>
            {intl.formatMessage({ id: 'user.form.cancel' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
