// The two consent toggles (spec working areas §2 /user, §8): each saved at once; on failure the toggle goes back and
// 'Something went wrong. Please try again.' shows.
import { useState } from 'react';
import { Alert, Stack, Switch } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { SelfUser } from '@club/contract/company';
import { useUpdateConsent, type ConsentChange } from '../api/update-consents';

export function ConsentToggles({ user }: { user: SelfUser }) {
  const intl = useIntl();
  const update = useUpdateConsent();
  const [failed, setFailed] = useState(false);
  const toggle = (field: ConsentChange['field']) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setFailed(false);
    update.mutate({ userUuid: user.uuid, field, value: e.currentTarget.checked }, { onError: () => setFailed(true) });
  };
  return (
    <Stack gap="sm">
      <Switch label={intl.formatMessage({ id: 'user.emailConsent' })} checked={user.email_consent} onChange={toggle('email_consent')} />
      <Switch label={intl.formatMessage({ id: 'user.phoneConsent' })} checked={user.phone_consent} onChange={toggle('phone_consent')} />
      {failed ? (
        <Alert color="red" role="alert">
          {intl.formatMessage({ id: 'errors.generic' })}
        </Alert>
      ) : null}
    </Stack>
  );
}
