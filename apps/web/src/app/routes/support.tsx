// /support/chat: to the newest ticket, or to /support/chat/new when there is none (spec working areas §2).
import { Alert, Center, Loader } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { ticketPagesQuery } from '../../features/support/api/get-tickets';
import { useErrorMessages } from '../../lib/errors';
import { usePageTitle } from '../../lib/use-page-title';

export default function SupportPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'support.title' }));
  const errors = useErrorMessages();
  // The ticket list's own query, asked afresh (stale at once): the chat page it leads to shows the list from this one
  // call instead of asking for the same first page again.
  const newest = useInfiniteQuery({ ...ticketPagesQuery(), staleTime: 0 });
  if (newest.isError)
    return (
      <Alert color="red" role="alert">
        {errors(newest.error).join(' ')}
      </Alert>
    );
  if (!newest.data)
    return (
      <Center py="xl">
        <Loader aria-label={intl.formatMessage({ id: 'support.loading' })} />
      </Center>
    );
  const first = newest.data.pages[0]?.data[0];
  return <Navigate replace to={first ? paths.supportTicket(first.uuid) : paths.supportNew} />;
}
