// What the checkout paints while its customer step (customer-step.tsx, its own chunk) loads: the wizard's frame with
// the page title and "Step 1 of 2", then the step's rows as customer-fields.tsx lays them out for the delivery type —
// the same labels and help texts in Mantine's input wrapper, a grey block where each input will be — and the button's
// place, so nothing moves when the form arrives (docs/decisions/0135).
import type { ReactNode } from 'react';
import { Box, Group, Input, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { deliveryTypes } from '@club/contract/constants';
import type { DeliveryType } from '@club/contract/orders';
import { isPhysical } from '../../utils/checkout-form';

/** At the inputs' size (`md`, app/theme.ts): the label and help text as theirs, the 42 px input 5 px under a help text. */
function Field({ label, description, asterisk = true }: { label: string; description?: string; asterisk?: boolean }) {
  return (
    <Input.Wrapper size="md" labelElement="div" label={label} description={description} withAsterisk={asterisk}>
      <Skeleton h={42} mt={description ? 5 : 0} radius="sm" />
    </Input.Wrapper>
  );
}

const Row = ({ children }: { children: ReactNode }) => <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>;

export function CustomerSkeleton({
  title,
  progress,
  delivery,
  ownEmail,
}: {
  title: ReactNode;
  progress: { current: number; total: number | null; value: number };
  delivery: DeliveryType;
  ownEmail: string;
}) {
  const intl = useIntl();
  const label = (field: string) => intl.formatMessage({ id: `checkout.field.${field}` });
  const physical = isPhysical(delivery);
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm" aria-busy>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Box>
          <Text fz="sm" c="dimmed" mb={4}>
            <FormattedMessage id="wizard.stepOf" values={{ current: progress.current, total: progress.total ?? 2 }} />
          </Text>
          <Progress value={progress.value} size="sm" aria-hidden />
        </Box>
        {/* The step heading's line: 22 or 24 px at the h2 line height (1.35). */}
        <Box h={{ base: 29.7, sm: 32.4 }} py={4}>
          <Skeleton h="100%" w="45%" radius="sm" />
        </Box>
        <Box>
          <Stack gap="sm">
            <Row>
              <Field label={label('name')} asterisk={physical} />
              <Field label={label('surname')} asterisk={physical} />
            </Row>
            {delivery === deliveryTypes.company ? <Field label={label('company_name')} /> : null}
            <Field
              label={label('email')}
              description={intl.formatMessage({ id: 'checkout.emailHelp' }, { email: ownEmail })}
              asterisk={false}
            />
            <Row>
              <Field label={label('phone_region')} />
              <Field label={label('phone_number')} />
            </Row>
            {physical ? (
              <>
                <Row>
                  <Field label={label('street')} />
                  <Field label={label('house_number')} />
                </Row>
                <Row>
                  <Field label={label('postal_code')} />
                  <Field label={label('city')} />
                </Row>
              </>
            ) : null}
            <Field label={label('region')} description={physical ? undefined : intl.formatMessage({ id: 'checkout.regionHelp' })} />
          </Stack>
          <Group justify="flex-end" mt="md">
            <Skeleton h={42} w={220} radius="sm" />
          </Group>
        </Box>
      </Stack>
    </Paper>
  );
}
