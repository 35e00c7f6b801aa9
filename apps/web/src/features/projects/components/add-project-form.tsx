// The new-project form (spec working areas §2 "/projects/add", §5 "New project"): the street with suggestions from
// the address autocomplete for the user's region, the postal code (filled in by a suggestion, or typed), and the
// city. The button stays disabled until street and postal code are both filled; the project is named by the word
// for project in the user's language.
import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Project } from '@club/contract/projects';
import { StreetSearch } from '../../../components/address/street-search';
import { useErrorMessages, useFieldMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/api-client';
import { onDemand, useOnDemand } from '../../../lib/on-demand';
import { useCreateProject } from '../api/create-project';
import { alertText } from '../utils/tones';

/** The project's rules (the contract's zod schema), fetched when the form is first used, not with the page (issue 10). */
const rules = onDemand(() => import('../utils/project-rules'));

interface Props {
  regionId: number;
  onCreated: (project: Project) => void;
}

export function AddProjectForm({ regionId, onCreated }: Props) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const fieldMessage = useFieldMessage();
  const create = useCreateProject();
  const [street, setStreet] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [city, setCity] = useState('');
  const ready = street.trim() !== '' && postalCode.trim() !== '';
  // Problems found in the browser by the contract's own rules, else those the server listed.
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const fields = Object.keys(local).length ? local : create.error instanceof ApiError ? create.error.fields : {};
  const fieldError = (name: string) => fieldMessage(fields[name]?.[0]);
  const withRules = useOnDemand(rules);

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" maw={640}>
      <form
        noValidate
        onFocus={rules.prefetch}
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready || create.isPending) return;
          withRules(({ createProjectBodySchema }) => {
            const parsed = createProjectBodySchema.safeParse({
              name: intl.formatMessage({ id: 'projects.defaultName' }),
              streetName: street,
              city: city.trim() || undefined,
              postalCode,
            });
            if (!parsed.success) {
              const out: Record<string, string[]> = {};
              for (const issue of parsed.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
              setLocal(out);
              return;
            }
            setLocal({});
            create.mutate(parsed.data, { onSuccess: onCreated });
          });
        }}
      >
        <Stack gap="md">
          <StreetSearch
            name="streetName"
            value={street}
            onChange={setStreet}
            onBlur={() => undefined}
            onPick={(s) => {
              setStreet([s.street, s.house_number].filter(Boolean).join(' '));
              if (s.postal_code) setPostalCode(s.postal_code);
              if (s.city) setCity(s.city);
            }}
            regionId={regionId}
            label={intl.formatMessage({ id: 'projects.add.street' })}
            description={intl.formatMessage({ id: 'projects.add.streetHint' })}
            error={fieldError('streetName')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              name="postalCode"
              label={intl.formatMessage({ id: 'projects.add.postalCode' })}
              withAsterisk
              autoComplete="postal-code"
              value={postalCode}
              onChange={(e) => setPostalCode(e.currentTarget.value)}
              error={fieldError('postalCode')}
            />
            <TextInput
              name="city"
              label={intl.formatMessage({ id: 'projects.add.city' })}
              autoComplete="address-level2"
              value={city}
              onChange={(e) => setCity(e.currentTarget.value)}
              error={fieldError('city')}
            />
          </SimpleGrid>
          {create.isError && Object.keys(fields).length === 0 ? (
            <Alert color="red" styles={alertText('red')} role="alert">
              {errors(create.error).join(' ')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" disabled={!ready} loading={create.isPending}>
              <FormattedMessage id="projects.add.submit" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
