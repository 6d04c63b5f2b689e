import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { graphql } from '../__generated__/gql';
import { AddToShortlistMutation, RemoveFromShortlistMutation, SHORTLIST_REFETCH, useShortlistIds } from '../lib/shortlist';
import { loginUrl } from '../lib/urls';
import { Icon } from './icons';
import { Tooltip } from './Tooltip';
import { toast } from './toast.store';
import './favourite.css';

const FavouriteMeQuery = graphql(`
  query FavouriteMe {
    me {
      id
    }
  }
`);

/**
 * The shortlist heart, on the property page and on every villa card. Toggles the villa on the
 * shortlist, then refetches the shortlist (the header count and every heart follow). Visitors are
 * sent to /login first. `reportStatusError`: where the heart is the page's own
 * (the property page), a shortlist that cannot be loaded says "Failed to check shortlist status".
 * `className` goes on the anchor that holds the button and its tooltip (to place the pair).
 */
export function FavouriteButton({ propertyId, className = '', reportStatusError = false }: { propertyId: string; className?: string; reportStatusError?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, loading: meLoading } = useQuery(FavouriteMeQuery, { ssr: false });
  const { ids, failed, loading: shortlistLoading } = useShortlistIds(!!data?.me);
  // Until the caller and their shortlist are known, a click could not tell signing in from adding or
  // removing: a signed-in guest's quick click sent them to /login and back with nothing added.
  const unknown = (meLoading && !data) || shortlistLoading;
  const inShortlist = ids.has(propertyId);
  const [add, adding] = useMutation(AddToShortlistMutation, { refetchQueries: SHORTLIST_REFETCH });
  const [remove, removing] = useMutation(RemoveFromShortlistMutation, { refetchQueries: SHORTLIST_REFETCH });
  const pending = adding.loading || removing.loading;

  useEffect(() => {
    if (failed && reportStatusError) toast({ variant: 'destructive', title: intl.formatMessage({ id: 'shortlist.statusFailed' }) });
  }, [failed, reportStatusError, intl]);

  const toggle = async () => {
    if (!data?.me) {
      navigate(loginUrl({ returnTo: window.location.pathname }));
      return;
    }
    if (inShortlist) {
      try {
        await remove({ variables: { propertyId } });
        toast({ title: intl.formatMessage({ id: 'shortlist.removed' }) });
      } catch {
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'shortlist.removeFailed' }) });
      }
    } else {
      try {
        await add({ variables: { propertyId } });
        toast({ title: intl.formatMessage({ id: 'shortlist.added' }) });
      } catch {
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'shortlist.addFailed' }) });
      }
    }
  };

  const label = intl.formatMessage({ id: inShortlist ? 'shortlist.remove' : 'shortlist.add' });
  return (
    <Tooltip content={label} side="bottom" align="end" anchorClassName={className} isLabel>
      <button
        type="button"
        className={`icon-button favourite${inShortlist ? ' is-on' : ''}`}
        aria-pressed={inShortlist}
        aria-label={label}
        disabled={pending || unknown}
        onClick={() => void toggle()}
      >
        <Icon name="heart" size={20} fill={inShortlist ? 'currentColor' : 'none'} />
      </button>
    </Tooltip>
  );
}
