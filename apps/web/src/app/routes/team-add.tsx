// /team/add (owners): the new installer's name, surname and phone; on success back to the team.
import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { isOwner } from '@club/contract/constants';
import { paths } from '../../config/paths';
import { useCreateInstaller } from '../../features/team/api/create-installer';
import { InstallerForm } from '../../features/team/components/installer-form';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';

export default function TeamAddPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'team.addTitle' }));
  const navigate = useNavigate();
  const self = useSelf().data;
  const create = useCreateInstaller();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="team.addTitle" />
      </Title>
      {!self ? (
        <Center py="xl">
          <Loader aria-label={intl.formatMessage({ id: 'team.loading' })} />
        </Center>
      ) : !isOwner(self.role.id) ? (
        <Alert color="blue" role="status">
          <FormattedMessage id="team.ownersOnly" />
        </Alert>
      ) : (
        <InstallerForm
          regionId={self.company.regions_id}
          submitLabel={intl.formatMessage({ id: 'team.form.add' })}
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body, { onSuccess: () => void navigate(paths.team) })}
        />
      )}
    </Stack>
  );
}
