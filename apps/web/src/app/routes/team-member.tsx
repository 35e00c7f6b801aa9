// /team/{uuid} (owners): edit an installer's name, surname and phone; on success back to the team.
import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { isOwner } from '@club/contract/constants';
import { paths } from '../../config/paths';
import { useInstaller } from '../../features/team/api/get-installer';
import { useUpdateInstaller } from '../../features/team/api/update-installer';
import { InstallerForm } from '../../features/team/components/installer-form';
import { useErrorMessages } from '../../lib/errors';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';

export default function TeamMemberPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'team.editTitle' }));
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const errors = useErrorMessages();
  const self = useSelf().data;
  const member = useInstaller(uuid);
  const update = useUpdateInstaller();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="team.editTitle" />
      </Title>
      {self && !isOwner(self.role.id) ? (
        <Alert color="blue" role="status">
          <FormattedMessage id="team.ownersOnly" />
        </Alert>
      ) : member.isError ? (
        <Alert color="red" role="alert">
          {errors(member.error).join(' ')}
        </Alert>
      ) : !self || !member.data ? (
        <Center py="xl">
          <Loader aria-label={intl.formatMessage({ id: 'team.loading' })} />
        </Center>
      ) : (
        <InstallerForm
          key={member.data.uuid}
          regionId={self.company.regions_id}
          initial={member.data}
          submitLabel={intl.formatMessage({ id: 'team.form.save' })}
          pending={update.isPending}
          error={update.error}
          onSubmit={(body) => update.mutate({ uuid, body }, { onSuccess: () => void navigate(paths.team) })}
        />
      )}
    </Stack>
  );
}
