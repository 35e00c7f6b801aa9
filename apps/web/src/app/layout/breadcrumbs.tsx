// Breadcrumbs built from the path (working areas §2): Home › Section › item.
import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const label = (segment: string) => {
    if (UUID.test(segment)) return intl.formatMessage({ id: 'breadcrumbs.detail' });
    const id = `breadcrumbs.${segment}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : segment;
  };
  const items = [
    { to: '/', text: intl.formatMessage({ id: 'breadcrumbs.home' }) },
    ...segments.map((s, i) => ({ to: '/' + segments.slice(0, i + 1).join('/'), text: label(s) })),
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}>
      <MantineBreadcrumbs separator="›" mb="md" style={{ flexWrap: 'wrap' }}>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <Text key={item.to} fz="sm" c="dimmed" aria-current="page">
              {item.text}
            </Text>
          ) : (
            <Anchor key={item.to} component={Link} to={item.to} fz="sm">
              {item.text}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
