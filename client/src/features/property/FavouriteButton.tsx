import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Icon } from '../../components/icons';
import { toast } from '../../components/toast.store';
import { loginUrl } from '../../lib/urls';

const FavouriteMeQuery = graphql(`
  query FavouriteMe {
    me {
      id
    }
  }
`);

const AddToShortlistMutation = graphql(`
  mutation PropertyAddToShortlist($propertyId: ID!) {
    addToShortlist(propertyId: $propertyId) {
      count
      inShortlist
      property {
        id
        inShortlist
      }
    }
  }
`);

const RemoveFromShortlistMutation = graphql(`
  mutation PropertyRemoveFromShortlist($propertyId: ID!) {
    removeFromShortlist(propertyId: $propertyId) {
      count
      inShortlist
      property {
        id
        inShortlist
      }
    }
  }
`);

/**
 * Toggles the villa on the shortlist (the answer updates the cached villa), then refetches the
 * shortlist for the header count. Visitors are sent to /login first (spec section 4).
 */
export function FavouriteButton({ propertyId, inShortlist }: { propertyId: string; inShortlist: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useQuery(FavouriteMeQuery);
  const refetchQueries = ['HeaderShortlist'];
  const [add, adding] = useMutation(AddToShortlistMutation, { refetchQueries });
  const [remove, removing] = useMutation(RemoveFromShortlistMutation, { refetchQueries });
  const pending = adding.loading || removing.loading;

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
    <button
      type="button"
      className={`icon-button favourite${inShortlist ? ' is-on' : ''}`}
      aria-pressed={inShortlist}
      aria-label={label}
      title={label}
      disabled={pending}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={20} fill={inShortlist ? 'currentColor' : 'none'} />
    </button>
  );
}
