// A server-paged list's states (the orders, the points history): rows of skeletons while the first page loads, the
// error in words, an empty card that says what to do next, else the rows and the page links below them.
import type { ReactNode } from 'react';
import { Alert, Anchor, Card, Center, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useErrorMessages } from '../../lib/errors';

interface Page<T> {
  data: T[];
  meta: { current_page: number; last_page: number };
}

interface Props<T> {
  query: UseQueryResult<Page<T>>;
  /** The feature's messages: `<prefix>.pagination.{first,previous,next,last,page}` name the page links. */
  messagePrefix: string;
  /** What a screen reader hears while the first page loads. */
  loadingLabel: string;
  empty: { icon: ReactNode; text: ReactNode; link: { to: string; label: ReactNode } };
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}

export function PagedList<T>({ query, messagePrefix, loadingLabel, empty, onPage, children }: Props<T>) {
  const intl = useIntl();
  const errorMessages = useErrorMessages();
  if (query.isPending)
    return (
      <Stack gap="xs" role="status" aria-label={loadingLabel}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={44} radius="sm" />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessages(query.error).join(' ')}
      </Alert>
    );
  const { data, meta } = query.data;
  if (data.length === 0)
    return (
      <Card withBorder radius="md" p="xl" bg="gray.0">
        <Stack align="center" gap="sm">
          {empty.icon}
          <Text fw={600} ta="center">
            {empty.text}
          </Text>
          <Anchor component={Link} to={empty.link.to}>
            {empty.link.label}
          </Anchor>
        </Stack>
      </Card>
    );
  return (
    <Stack gap="md" aria-busy={query.isPlaceholderData}>
      {children(data)}
      {meta.last_page > 1 ? (
        <Center>
          <Pagination
            total={meta.last_page}
            value={meta.current_page}
            onChange={onPage}
            siblings={1}
            withEdges
            getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `${messagePrefix}.pagination.${control}` }) })}
            getItemProps={(p) => ({ 'aria-label': intl.formatMessage({ id: `${messagePrefix}.pagination.page` }, { page: p }) })}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
