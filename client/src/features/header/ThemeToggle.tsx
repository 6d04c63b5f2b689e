import { useIntl } from 'react-intl';
import { usePreferences } from '../../lib/preferences';

export function ThemeToggle() {
  const intl = useIntl();
  const { theme, toggleTheme } = usePreferences();
  const label = intl.formatMessage({ id: theme === 'dark' ? 'header.themeToLight' : 'header.themeToDark' });
  return (
    <button type="button" className="icon-button" onClick={toggleTheme} aria-label={label} title={label}>
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
