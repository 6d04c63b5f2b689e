import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { Tooltip } from '../../components/Tooltip';
import { useShortlistIds } from '../../lib/shortlist';
import { paths } from '../../lib/urls';

/** Heart link to /shortlist with the number of shortlisted villas for a signed-in user. */
export function ShortlistLink({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const count = useShortlistIds(signedIn).ids.size;
  const label = intl.formatMessage({ id: 'header.shortlist' }, { count });
  return (
    <Tooltip content={label} side="bottom" align="end" isLabel>
      <Link to={paths.shortlist} className="icon-button header-count">
        <span className="visually-hidden">{label}</span>
        <Icon name="heart" size={19} />
        {count > 0 ? (
          <span className="header-count__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </Link>
    </Tooltip>
  );
}
