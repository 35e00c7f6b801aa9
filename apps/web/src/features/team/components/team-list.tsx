// The team (spec working areas §2 Team, §6): 20 members a page with the spec's pager; owner-type members are not
// linked except the own account (→ /user); owners get a menu per member with "resend invitation" and "delete" (with a
// confirmation; never for the own account) and the add button, disabled with an info message at the region's limit.
import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Menu, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconInfoCircle, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isOwner } from '@club/contract/constants';
import type { TeamMember } from '@club/contract/team';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { useErrorMessages } from '../../../lib/errors';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import { useTeam } from '../api/get-team';
import { useDeleteInstaller } from '../api/delete-installer';
import { useResendInvitation } from '../api/resend-invitation';

function Phone({ value, regionId }: { value: string; regionId: number }) {
  return <>{usePhoneDisplay(value, regionId)}</>;
}

interface Props {
  page: number;
  onPage: (page: number) => void;
  self: { uuid: string; role: number; regionId: number };
}

export function TeamList({ page, onPage, self }: Props) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const team = useTeam(page);
  const resend = useResendInvitation();
  const remove = useDeleteInstaller();
  const [toDelete, setToDelete] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const manager = isOwner(self.role);
  const meta = team.data?.meta;
  const fullName = (m: TeamMember) => `${m.name} ${m.surname}`;

  const header = (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="team.title" />
      </Title>
      {manager ? (
        meta && !meta.can_add ? (
          <Button disabled leftSection={<IconPlus size={18} aria-hidden />} aria-describedby="team-limit">
            <FormattedMessage id="team.add" />
          </Button>
        ) : (
          <Button component={Link} to={paths.teamAdd} leftSection={<IconPlus size={18} aria-hidden />} disabled={!meta}>
            <FormattedMessage id="team.add" />
          </Button>
        )
      ) : null}
    </Group>
  );

  return (
    <Stack gap="md">
      {header}
      {manager && meta && !meta.can_add && meta.limit ? (
        <Alert id="team-limit" color="blue" icon={<IconInfoCircle aria-hidden />} role="status">
          <FormattedMessage id="team.limitReached" values={{ installers: meta.limit.installers, owners: meta.limit.owners }} />
        </Alert>
      ) : null}
      {notice ? (
        <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'} withCloseButton onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      {team.isError ? (
        <Alert color="red" role="alert">
          {errors(team.error).join(' ')}
        </Alert>
      ) : !team.data ? (
        <Stack gap="sm" aria-busy="true" aria-label={intl.formatMessage({ id: 'team.loading' })}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} radius="lg" />
          ))}
        </Stack>
      ) : team.data.data.length === 0 ? (
        <Paper p="xl" radius="lg">
          <Text>
            <FormattedMessage id="team.empty" />
          </Text>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={intl.formatMessage({ id: 'team.listLabel' })}>
          {team.data.data.map((m) => {
            const own = m.uuid === self.uuid;
            const ownerType = isOwner(m.role.id);
            const link = own ? paths.user : ownerType || !manager ? null : paths.teamMember(m.uuid);
            return (
              <Paper component="li" key={m.uuid} p="md" radius="lg">
                <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      {link ? (
                        <Anchor component={Link} to={link} fw={600}>
                          {fullName(m)}
                        </Anchor>
                      ) : (
                        <Text fw={600}>{fullName(m)}</Text>
                      )}
                      {own ? (
                        <Badge variant="outline" size="sm">
                          <FormattedMessage id="team.you" />
                        </Badge>
                      ) : null}
                    </Group>
                    <Group gap="xs">
                      <Badge variant="light" size="sm">
                        <FormattedMessage id={`team.role.${m.role.id}`} />
                      </Badge>
                      {m.invitation_pending && !own ? (
                        <Badge variant="default" size="sm">
                          <FormattedMessage id="team.invited" />
                        </Badge>
                      ) : null}
                      {m.phone ? (
                        <Text fz="sm" c="dimmed">
                          <Phone value={m.phone} regionId={self.regionId} />
                        </Text>
                      ) : null}
                    </Group>
                  </Stack>
                  {manager && !own ? (
                    <Menu position="bottom-end" withinPortal={false}>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="dark"
                          size="lg"
                          aria-label={intl.formatMessage({ id: 'team.menu' }, { name: fullName(m) })}
                        >
                          <IconDots size={20} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={<IconSend size={16} aria-hidden />}
                          onClick={() =>
                            resend.mutate(m.uuid, {
                              onSuccess: () =>
                                setNotice({ ok: true, text: intl.formatMessage({ id: 'team.resent' }, { name: fullName(m) }) }),
                              onError: (e) => setNotice({ ok: false, text: errors(e).join(' ') }),
                            })
                          }
                        >
                          <FormattedMessage id="team.resend" />
                        </Menu.Item>
                        <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setToDelete(m)}>
                          <FormattedMessage id="team.delete" />
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {meta ? <Pager page={page} total={meta.last_page} onChange={onPage} /> : null}
      <ConfirmDialog
        opened={toDelete !== null}
        title={intl.formatMessage({ id: 'team.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'team.deleteConfirm' })}
        cancelLabel={intl.formatMessage({ id: 'team.cancel' })}
        busy={remove.isPending}
        errors={remove.isError ? errors(remove.error) : undefined}
        onCancel={() => {
          setToDelete(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!toDelete) return;
          const name = fullName(toDelete);
          remove.mutate(toDelete.uuid, {
            onSuccess: () => {
              setToDelete(null);
              setNotice({ ok: true, text: intl.formatMessage({ id: 'team.deleted' }, { name }) });
            },
          });
        }}
      >
        <FormattedMessage id="team.deleteText" values={{ name: toDelete ? fullName(toDelete) : '' }} />
      </ConfirmDialog>
    </Stack>
  );
}
