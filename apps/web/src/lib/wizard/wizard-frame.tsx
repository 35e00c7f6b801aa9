// The frame every wizard page shares: the page title, "Step 2 of 7" with a bar, the step's heading (which takes
// focus after each move, so keyboard and screen-reader users start at the top of the new step), then the step.
import type { ReactNode } from 'react';
import { Box, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { Wizard } from './use-wizard';

export function WizardFrame<S extends string>({
  wizard,
  title,
  heading,
  showProgress = true,
  notice,
  children,
}: {
  /** The wizard's progress and heading (a light first step before the wizard has loaded passes just these). */
  wizard: Pick<Wizard<S>, 'progress' | 'attachHeading'>;
  title: ReactNode;
  heading: ReactNode;
  /** False on a closing screen that is not a step to fill in. */
  showProgress?: boolean;
  /** Messages above the step (errors, what happened). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { progress, attachHeading } = wizard;
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {showProgress && (
          <Box>
            <Text fz="sm" c="dimmed" mb={4} data-testid="wizard-progress">
              {progress.total === null ? (
                <FormattedMessage id="wizard.step" values={{ current: progress.current }} />
              ) : (
                <FormattedMessage id="wizard.stepOf" values={{ current: progress.current, total: progress.total }} />
              )}
            </Text>
            <Progress value={progress.value} size="sm" aria-hidden />
          </Box>
        )}
        <Title order={2} fz={{ base: 22, sm: 24 }} ref={attachHeading} tabIndex={-1} style={{ outline: 'none' }}>
          {heading}
        </Title>
        {notice}
        {children}
      </Stack>
    </Paper>
  );
}
