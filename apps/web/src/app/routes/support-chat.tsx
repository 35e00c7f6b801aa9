// /support/chat/new and /support/chat/{uuid}: the ticket list beside a new ticket form or a conversation. On a phone the
// conversation comes first and the list after it.
import { Grid, Paper } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ChatView } from '../../features/support/components/chat-view';
import { NewTicketForm } from '../../features/support/components/new-ticket-form';
import { TicketList } from '../../features/support/components/ticket-list';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';

export default function SupportChatPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'support.title' }));
  const { uuid } = useParams();
  const navigate = useNavigate();
  const self = useSelf().data;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
          {uuid ? (
            <ChatView key={uuid} uuid={uuid} />
          ) : (
            <NewTicketForm
              regionCode={self?.region.code ?? ''}
              onCreated={(t) => void navigate(paths.supportTicket(t.uuid), { replace: true })}
            />
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
        <TicketList current={uuid ?? 'new'} />
      </Grid.Col>
    </Grid>
  );
}
