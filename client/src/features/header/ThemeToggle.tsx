import { useIntl } from 'react-intl';
import { Tooltip } from '../../components/Tooltip';
import { usePreferences } from '../../lib/preferences';

export function ThemeToggle() {
  const intl = useIntl();
  const { theme, toggleTheme } = usePreferences();
  const label = intl.formatMessage({ id: theme === 'dark' ? 'header.themeToLight' : 'header.themeToDark' });
  return (
    <Tooltip content={label} side="bottom" align="end" isLabel>
      <button type="button" className="icon-button" onClick={toggleTheme} aria-label={label}>
        <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
      </button>
    </Tooltip>
  );
}
