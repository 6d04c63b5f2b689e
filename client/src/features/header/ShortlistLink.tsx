import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Icon } from '../../components/icons';
import { paths } from '../../lib/urls';

/** Named so a shortlist change can refetch it (spec section 4: "then the shortlist is refetched"). */
export const HeaderShortlistQuery = graphql(`
  query HeaderShortlist {
    shortlist {
      id
    }
  }
`);

/** Heart link to /shortlist with the number of shortlisted villas for a signed-in user. */
export function ShortlistLink({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const { data } = useQuery(HeaderShortlistQuery, { skip: !signedIn });
  const count = signedIn ? (data?.shortlist?.length ?? 0) : 0;
  const label = intl.formatMessage({ id: 'header.shortlist' }, { count });
  return (
    <Link to={paths.shortlist} className="icon-button header-count" title={label}>
      <span className="visually-hidden">{label}</span>
      <Icon name="heart" size={19} />
      {count > 0 ? (
        <span className="header-count__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
