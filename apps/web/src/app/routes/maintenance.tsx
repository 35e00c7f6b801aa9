// /maintenance: open to all; asks the server every 60 s and goes back home once it answers again.
import { useEffect } from 'react';
import { Loader, Paper, Stack, Text, Title, Group } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { timers } from '@club/contract/constants';
import { PublicLayout } from '../layout/public-layout';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';

export default function Maintenance() {
  const navigate = useNavigate();
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'maintenance.title' }));
  useEffect(() => {
    const check = async () => {
      try {
        const res = await fetch('/v1/config/public', { headers: { accept: 'application/json' }, cache: 'no-store' });
        if (res.status !== 503) void navigate(paths.home, { replace: true });
      } catch {
        // Still unreachable: try again at the next tick.
      }
    };
    const id = window.setInterval(check, timers.maintenancePollMs);
    return () => window.clearInterval(id);
  }, [navigate]);
  return (
    <PublicLayout>
      <Paper p="xl" radius="lg" shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <svg width="72" height="72" viewBox="0 0 64 64" aria-hidden="true">
            <circle cx="32" cy="32" r="30" fill="#fff7e1" />
            <path
              d="M20 44l14-14m-4-8a8 8 0 0 0 10 10l4 4-6 6-4-4a8 8 0 0 0-10-10z"
              stroke="#b97500"
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <FormattedMessage id="maintenance.title" />
          </Title>
          <Text>
            <FormattedMessage id="maintenance.text" />
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-start" justify="center">
            <Loader size="xs" mt={3} style={{ flexShrink: 0 }} />
            <Text fz="sm" c="dimmed" ta="left">
              <FormattedMessage id="maintenance.polling" />
            </Text>
          </Group>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
