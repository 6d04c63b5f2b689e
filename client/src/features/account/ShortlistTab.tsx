import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql';
import { ShortlistCard } from '../../components/ShortlistCard';
import { AccountEmpty, AccountError, AccountLoading } from './AccountStates';

const AccountShortlistQuery = graphql(`
  query AccountShortlist {
    shortlist {
      id
      ...ShortlistCard
    }
  }
`);

/** The shortlisted villas as cards; "Your shortlist is empty" otherwise. */
export function ShortlistTab() {
  const { data, loading, error } = useQuery(AccountShortlistQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <AccountLoading />;
  if (error && !data) return <AccountError />;
  const villas = data?.shortlist ?? [];
  if (villas.length === 0) return <AccountEmpty message="account.shortlist.empty" />;
  return (
    <ul className="tile-grid">
      {villas.map((villa) => (
        <li key={villa.id}>
          <ShortlistCard property={villa} />
        </li>
      ))}
    </ul>
  );
}
