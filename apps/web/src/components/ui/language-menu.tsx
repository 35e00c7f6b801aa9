// Language selector: the 15 languages in their own names; changes the interface at once. The public pages show
// LanguageButton (language-button.tsx), which loads this menu when first pointed at, focused or pressed.
import { Button, Menu } from '@mantine/core';
import { IconLanguage, IconCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { languages, type LanguageCode } from '@club/contract/regions-data';
import { useLanguage } from '../../lib/i18n';
import { useOpenedAfterMount, type LazyPartStart } from './use-lazy-part';

export function LanguageMenu({
  onChange,
  defaultOpened = false,
  focusOnMount = false,
}: LazyPartStart & {
  onChange?: (code: LanguageCode, id: number) => void;
}) {
  const { language, setLanguage } = useLanguage();
  const intl = useIntl();
  const current = languages.find((l) => l.code === language);
  const [opened, setOpened, closeOnEscape] = useOpenedAfterMount(defaultOpened);
  return (
    // Without Mantine's initial-focus placeholder: a focusable role="presentation" div is not a valid child of
    // role="menu" (axe aria-required-children). Focus then starts on the first language. The list opens inside the
    // header or drawer it belongs to, not in a portal outside every landmark (axe: region).
    <Menu
      position="bottom-end"
      withinPortal={false}
      // Its buttons sit in the sticky header or the drawer: never scrolled away from their list.
      hideDetached={false}
      shadow="md"
      width={200}
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <Button
          className="header-toggle"
          variant="subtle"
          color="dark"
          size="sm"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when it replaces a focused button (language-button.tsx)
          autoFocus={focusOnMount}
          onKeyDown={closeOnEscape}
          leftSection={<IconLanguage size={18} aria-hidden />}
          // The name starts with the visible code ("PL"), so speech users can say what they see (WCAG 2.5.3).
          aria-label={intl.formatMessage({ id: 'shell.language' }, { code: language.toUpperCase(), language: current?.name ?? language })}
        >
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      {/* Scrolls only on screens too short for the 15 languages (then the arrow keys bring each item into view). */}
      <Menu.Dropdown mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        {languages.map((l) => (
          <Menu.Item
            key={l.code}
            lang={l.code}
            rightSection={l.code === language ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => {
              setLanguage(l.code);
              onChange?.(l.code, l.id);
            }}
          >
            {l.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
