// The signed-in footer (spec access §2 "Footer"): links, address, social links, the whistleblower link and the support
// contacts of the user's region, in the standard or decor variant by role. All of it comes from the region's
// settings (`footer.standard` / `footer.decor`), none from code. Phone numbers are shown grouped for the region.
// Until the user and the settings are known, skeleton lines of the same layout hold the footer's place.
import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandYoutube,
  IconMail,
  IconPhone,
  IconShieldCheck,
} from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Footer as FooterData } from '@club/contract/config';
import { isDecor } from '@club/contract/constants';
import { useSelf } from '../../lib/session/own-user';
import { useLanguage } from '../../lib/i18n';
import { settingsForRegion, usePublicConfig } from '../../lib/public-config';
import { textIn } from '../../lib/translated';

const socialIcons = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  linkedin: IconBrandLinkedin,
  tiktok: IconBrandTiktok,
} as const;
const socialNames = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', linkedin: 'LinkedIn', tiktok: 'TikTok' } as const;

function FooterContent({ data }: { data: FooterData }) {
  const intl = useIntl();
  const { language } = useLanguage();
  // At least 24 px tall, so each link is a big enough target on a phone (WCAG 2.5.8).
  const link = { c: 'white', fz: 'sm', underline: 'hover', display: 'inline-block', mih: 24, lh: '24px' } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" verticalSpacing="lg">
      <Box component="nav" aria-label={intl.formatMessage({ id: 'footer.linksLabel' })}>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.links.map((l) => (
            <li key={l.url}>
              <Anchor href={l.url} target="_blank" rel="noreferrer" {...link}>
                {textIn(l.label, language)}
              </Anchor>
            </li>
          ))}
          {data.whistleblower_url ? (
            <li>
              <Anchor href={data.whistleblower_url} target="_blank" rel="noreferrer" {...link}>
                <IconShieldCheck size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
                <FormattedMessage id="footer.whistleblower" />
              </Anchor>
            </li>
          ) : null}
        </Stack>
      </Box>
      <Stack gap={6}>
        <Text fw={700} fz="sm" component="h2" m={0}>
          <FormattedMessage id="footer.office" />
        </Text>
        <Box component="address" style={{ fontStyle: 'normal' }}>
          {data.address.map((line) => (
            <Text key={line} fz="sm">
              {line}
            </Text>
          ))}
        </Box>
        {data.support_email ? (
          <Anchor href={`mailto:${data.support_email}`} {...link}>
            <IconMail size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {data.support_email}
          </Anchor>
        ) : null}
        {data.support_phone ? (
          <Anchor href={`tel:${data.support_phone.replace(/\s/g, '')}`} {...link}>
            <IconPhone size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {/* Grouped for the region by the server (config/queries.ts). */}
            {data.support_phone}
          </Anchor>
        ) : null}
      </Stack>
      {data.social.length > 0 ? (
        <Stack gap={6}>
          <Text fw={700} fz="sm" component="h2" m={0}>
            <FormattedMessage id="footer.follow" />
          </Text>
          <Group gap="xs">
            {data.social.map((s) => {
              const Icon = socialIcons[s.network];
              return (
                <ActionIcon
                  key={s.url}
                  component="a"
                  href={s.url}
                  target="_blank"
                  rel="noreferrer"
                  variant="white"
                  color="brand.9"
                  size="lg"
                  radius="xl"
                  aria-label={socialNames[s.network]}
                >
                  <Icon size={20} aria-hidden />
                </ActionIcon>
              );
            })}
          </Group>
        </Stack>
      ) : null}
    </SimpleGrid>
  );
}

/** The footer's three columns as skeleton lines (links, office, social), so its content arriving moves nothing. */
function FooterSkeleton() {
  const line = (w: string, key: number) => <Skeleton key={key} h={24} w={w} opacity={0.25} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" verticalSpacing="lg" aria-hidden>
      <Stack gap={6}>{['55%', '60%', '40%', '45%', '80%'].map(line)}</Stack>
      <Stack gap={6}>{['30%', '45%', '50%', '40%', '60%', '50%'].map(line)}</Stack>
      <Stack gap={6}>
        {line('40%', 0)}
        <Skeleton h={34} w={120} opacity={0.25} />
      </Stack>
    </SimpleGrid>
  );
}

export function Footer() {
  const self = useSelf();
  const user = self.data;
  const config = usePublicConfig();
  const settings = settingsForRegion(config.data, user?.company.regions_id);
  const data = settings && user ? settings.footer[isDecor(user.role.id) ? 'decor' : 'standard'] : undefined;
  return (
    <Box component="footer" bg="brand.9" c="white" py="lg" mt="xl">
      <Container size="lg">
        <Stack gap="lg">
          {data && user ? <FooterContent data={data} /> : self.isPending || config.isPending ? <FooterSkeleton /> : null}
          <Text fz="xs" c="brand.1">
            <FormattedMessage id="shell.footerNote" values={{ year: new Date().getFullYear() }} />
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
