// The 4-step tutorial of the rewards page (spec §2 Rewards): register a project, scan the products, fill in the
// survey, spend the points.
import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck, IconGift, IconMapPin, IconQrcode } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';

const steps = [
  { id: 'register', icon: IconMapPin },
  { id: 'scan', icon: IconQrcode },
  { id: 'survey', icon: IconClipboardCheck },
  { id: 'spend', icon: IconGift },
] as const;

export function HowItWorks() {
  return (
    <List component="ol" listStyleType="none" spacing="sm" styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
      {steps.map(({ id, icon: Icon }, i) => (
        <List.Item key={id}>
          <Paper p="md" radius="md" withBorder style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <div>
              <Title order={3} fz="md">
                <FormattedMessage id="rewards.step" values={{ n: i + 1 }} />
                {' · '}
                <FormattedMessage id={`rewards.steps.${id}.title`} />
              </Title>
              <Text fz="sm" c="dimmed">
                <FormattedMessage id={`rewards.steps.${id}.text`} />
              </Text>
            </div>
          </Paper>
        </List.Item>
      ))}
    </List>
  );
}
