// The public pages' language button (issue 10): it looks and is named like LanguageMenu's, whose list (Mantine Menu,
// Popover, floating-ui, the focus trap: ~28 kB gzip) loads when the button is first pointed at, focused or pressed, and
// then takes its place — open if it was pressed, focused if the button was. /login's first load carries none of it.
import { useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { languages } from '@club/contract/regions-data';
import { useLanguage } from '../../lib/i18n';

const loadMenu = () => import('./language-menu');
type Menu = Awaited<ReturnType<typeof loadMenu>>['LanguageMenu'];
/** Once loaded, later pages show the menu from their first render. */
let loaded: Menu | null = null;

export function LanguageButton() {
  const { language } = useLanguage();
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const [menu, setMenu] = useState<{ Menu: Menu; opened: boolean; focused: boolean } | null>(() =>
    loaded ? { Menu: loaded, opened: false, focused: false } : null,
  );
  const load = () =>
    void loadMenu().then(({ LanguageMenu }) => {
      loaded = LanguageMenu;
      const focused = document.activeElement !== null && document.activeElement === button.current;
      setMenu((m) => m ?? { Menu: LanguageMenu, opened: pressed.current, focused: focused || pressed.current });
    });
  if (menu) return <menu.Menu defaultOpened={menu.opened} focusOnMount={menu.focused} />;
  const current = languages.find((l) => l.code === language);
  return (
    <Button
      ref={button}
      className="header-toggle"
      variant="subtle"
      color="dark"
      size="sm"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={intl.formatMessage({ id: 'shell.language' }, { code: language.toUpperCase(), language: current?.name ?? language })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        pressed.current = true;
        load();
      }}
    >
      {language.toUpperCase()}
    </Button>
  );
}
