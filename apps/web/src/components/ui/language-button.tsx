// The language button of the public pages and of the signed-in header (issue 10): it looks and is named like
// LanguageMenu's, whose list (Mantine Menu, Popover, floating-ui, the focus trap: ~28 kB gzip) loads when the button is
// first pointed at, focused or pressed, and then takes its place — open if it was pressed, focused if the button was
// (use-lazy-part.ts). No page's first load carries the list.
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { languages, type LanguageCode } from '@club/contract/regions-data';
import { useLanguage } from '../../lib/i18n';
import { useLazyPart, type LazyPartCache } from './use-lazy-part';

const loadMenu = () => import('./language-menu').then((m) => m.LanguageMenu);
/** Once loaded, later pages show the menu from their first render. */
const loaded: LazyPartCache<Awaited<ReturnType<typeof loadMenu>>> = { current: null };

export function LanguageButton({ onChange }: { onChange?: (code: LanguageCode, id: number) => void }) {
  const { language } = useLanguage();
  const intl = useIntl();
  const [menu, trigger] = useLazyPart(loadMenu, loaded);
  if (menu) return <menu.Part onChange={onChange} {...menu.start} />;
  const current = languages.find((l) => l.code === language);
  return (
    <Button
      {...trigger}
      className="header-toggle"
      variant="subtle"
      color="dark"
      size="sm"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={intl.formatMessage({ id: 'shell.language' }, { code: language.toUpperCase(), language: current?.name ?? language })}
      aria-haspopup="menu"
      aria-expanded={false}
    >
      {language.toUpperCase()}
    </Button>
  );
}
