// The console's start: the areas this staff user may open.
import { Button, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../common';
import { areas, may, useMe } from '../me';

export function HomePage() {
  const intl = useIntl();
  const me = useMe();
  if (me.isPending) return <Skeleton h={120} />;
  const open = areas.filter((a) => may(me.data, ...a.roles));
  return (
    <>
      <PageTitle id="home.title" />
      {open.length === 0 ? (
        <Text>
          <FormattedMessage id="home.none" />
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {open.map((a) => (
            <Card key={a.path} withBorder>
              <Button component={Link} to={a.path} variant="light">
                {intl.formatMessage({ id: a.label })}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

export function NotFoundPage() {
  return (
    <>
      <PageTitle id="notFound.title" />
      <Button component={Link} to="/">
        <FormattedMessage id="notFound.home" />
      </Button>
    </>
  );
}
