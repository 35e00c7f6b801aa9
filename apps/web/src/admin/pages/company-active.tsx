// Deactivate or reactivate a company (admins), after a confirmation: deactivation signs out every user of the company
// at once. Used by the companies list and the company view.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api';
import { errorText } from '../common';

export function CompanyActiveButton({ company }: { company: { uuid: string; name: string; active: number } }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const active = company.active === 1;
  const change = useMutation({
    mutationFn: () => api(`/admin/api/companies/${company.uuid}/active`, { method: 'POST', body: { active: !active } }),
    onSuccess: () => {
      notifications.show({
        withCloseButton: false,
        color: 'green',
        message: intl.formatMessage({ id: active ? 'company.deactivated' : 'company.activated' }, { name: company.name }),
      });
      setOpen(false);
      void client.invalidateQueries({ queryKey: ['companies'] });
      void client.invalidateQueries({ queryKey: ['company', company.uuid] });
    },
  });
  const label = intl.formatMessage({ id: active ? 'company.deactivate' : 'company.activate' });
  return (
    <>
      <Button
        size="compact-xs"
        variant={active ? 'outline' : 'light'}
        color={active ? 'red.9' : undefined}
        onClick={(e) => {
          e.stopPropagation();
          change.reset();
          setOpen(true);
        }}
        aria-label={`${label}: ${company.name}`}
      >
        {label}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
        opened={open}
        onClose={() => setOpen(false)}
        // The modal sits in a table row that expands on click; React passes clicks up through the portal.
        onClick={(e) => e.stopPropagation()}
        title={intl.formatMessage({ id: active ? 'company.confirmDeactivate' : 'company.confirmActivate' }, { name: company.name })}
      >
        <Stack>
          <Text size="sm">
            <FormattedMessage id={active ? 'company.deactivateText' : 'company.activateText'} />
          </Text>
          {change.error ? (
            <Alert color="red" role="alert">
              {errorText(intl, change.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button color={active ? 'red.9' : undefined} onClick={() => change.mutate()} loading={change.isPending}>
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
