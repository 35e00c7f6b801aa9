// The expiry modal (spec working areas §2 Balance, §4 Expiring points; DESIGN §5): points earned in a calendar year
// expire at the end of the following year, oldest first; spending uses the oldest points first too.
import { List, Modal, Stack, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

const asDiv = (props: Record<string, unknown>) => <div {...props} />;

export function ExpiryModal({ opened, onClose, toExpire }: { opened: boolean; onClose: () => void; toExpire: number }) {
  const intl = useIntl();
  const year = new Date().getFullYear();
  // The last moment of this year: lots earned last year expire at the start of next year (UTC).
  const endOfYear = new Date(Date.UTC(year, 11, 31, 12));
  return (
    // Mantine's title bar is a <header>: rendered as a <div>, so the open dialog adds no second banner (as AppModal
    // does; built here from Modal's parts so this page does not pull the shared dialogs chunk into every page).
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header renderRoot={asDiv}>
          <Modal.Title>{intl.formatMessage({ id: 'balance.expiry.title' })}</Modal.Title>
          <Modal.CloseButton aria-label={intl.formatMessage({ id: 'balance.expiry.close' })} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="sm">
            <Text fw={600}>
              {toExpire > 0 ? (
                <FormattedMessage
                  id="balance.expiry.amount"
                  values={{
                    points: intl.formatMessage({ id: 'points.count' }, { count: toExpire }),
                    date: <FormattedDate value={endOfYear} dateStyle="long" timeZone="UTC" />,
                  }}
                />
              ) : (
                <FormattedMessage
                  id="balance.expiry.none"
                  values={{ date: <FormattedDate value={endOfYear} dateStyle="long" timeZone="UTC" /> }}
                />
              )}
            </Text>
            <List spacing="xs" size="sm">
              <List.Item>
                <FormattedMessage id="balance.expiry.rule" values={{ year: String(year), next: String(year + 1) }} />
              </List.Item>
              <List.Item>
                <FormattedMessage id="balance.expiry.oldestFirst" />
              </List.Item>
              <List.Item>
                <FormattedMessage id="balance.expiry.history" />
              </List.Item>
            </List>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
