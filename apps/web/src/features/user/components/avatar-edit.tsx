// The own avatar (spec working areas §4 Other, §5, §8, §9): shown at 90 px on a phone and 105 px wider; an edit mode
// to choose a PNG or JPEG (checked here first: type and 5 MB), upload it or delete the current one; upload errors show
// on the form.
import { useRef, useState } from 'react';
import { Alert, Avatar, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SelfUser } from '@club/contract/company';
import { avatarAccept, avatarMaxBytes } from '@club/contract/constants';
import { useErrorMessages } from '../../../lib/errors';
import { useAvatarUrl, useRemoveAvatar, useUploadAvatar } from '../api/avatar';

const sizes = { base: 90, sm: 105 } as const;

export function AvatarEdit({ user }: { user: SelfUser }) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const url = useAvatarUrl(user.avatar);
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const initials = `${user.name.charAt(0)}${user.surname.charAt(0)}`.toUpperCase();
  const failure = upload.error ?? remove.error;

  const avatar = (size: number) => (
    <Avatar src={url} color="brand" radius="50%" size={size} alt={intl.formatMessage({ id: 'user.avatar.alt' })}>
      {initials}
    </Avatar>
  );

  return (
    <Stack gap="xs" align="flex-start">
      <Box hiddenFrom="sm">{avatar(sizes.base)}</Box>
      <Box visibleFrom="sm">{avatar(sizes.sm)}</Box>
      {!editing ? (
        <Button variant="subtle" size="compact-sm" leftSection={<IconPhoto size={14} aria-hidden />} onClick={() => setEditing(true)}>
          <FormattedMessage id="user.avatar.edit" />
        </Button>
      ) : (
        <Stack gap="xs" maw={320}>
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={avatarAccept}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              upload.reset();
              setProblem(null);
              if (file && !['image/png', 'image/jpeg'].includes(file.type)) setProblem(intl.formatMessage({ id: 'user.avatar.wrongType' }));
              else if (file && file.size > avatarMaxBytes) setProblem(intl.formatMessage({ id: 'user.avatar.tooLarge' }));
              setChosen(file);
            }}
          />
          <Button component="label" htmlFor="avatar-file" variant="default" size="sm" leftSection={<IconPhoto size={16} aria-hidden />}>
            <FormattedMessage id="user.avatar.choose" />
          </Button>
          <Text fz="sm" c="dimmed">
            {chosen ? chosen.name : intl.formatMessage({ id: 'user.avatar.hint' })}
          </Text>
          {problem || failure ? (
            <Alert color="red" role="alert" p="xs">
              {problem ?? errors(failure).join(' ')}
            </Alert>
          ) : null}
          <Group gap="xs">
            <Button
              size="sm"
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={!chosen || problem !== null}
              loading={upload.isPending}
              onClick={() => {
                if (!chosen) return;
                upload.mutate(
                  { userUuid: user.uuid, file: chosen },
                  {
                    onSuccess: () => {
                      setChosen(null);
                      setEditing(false);
                    },
                  },
                );
              }}
            >
              <FormattedMessage id="user.avatar.upload" />
            </Button>
            {user.avatar ? (
              <Button
                size="sm"
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                onClick={() => remove.mutate(user.uuid, { onSuccess: () => setEditing(false) })}
              >
                <FormattedMessage id="user.avatar.delete" />
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="subtle"
              onClick={() => {
                setEditing(false);
                setChosen(null);
                setProblem(null);
                upload.reset();
                remove.reset();
              }}
            >
              <FormattedMessage id="user.form.cancel" />
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
