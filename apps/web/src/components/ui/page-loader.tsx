// Shown while a page's code or first data loads.
import { Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';

export function PageLoader() {
  const intl = useIntl();
  return (
    <Center py="xl" mih={200} role="status" aria-label={intl.formatMessage({ id: 'shell.loading' })}>
      <Loader />
    </Center>
  );
}
