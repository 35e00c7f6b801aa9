// Sets the document title to "<page> · Installer Club" in the current language.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export function usePageTitle(title: string) {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [title, intl]);
}
