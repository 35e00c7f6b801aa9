// The signed-in footer. The sign-in issue fills it from the region's configuration.
import { Box, Container, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

export function Footer() {
  return (
    <Box component="footer" bg="brand.9" c="white" py="lg" mt="xl">
      <Container size="lg">
        <Text fz="sm">
          <FormattedMessage id="shell.footerNote" values={{ year: new Date().getFullYear() }} />
        </Text>
      </Container>
    </Box>
  );
}
