import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';

/**
 * The signed-in visitor's shortlisted villa ids: the header's count and every heart on the page
 * read this one query, and a shortlist change refetches it by name.
 */
export const HeaderShortlistQuery = graphql(`
  query HeaderShortlist {
    shortlist {
      id
    }
  }
`);

/** What adding or removing a villa answers: the villa's new flag lands on the cached property (nothing reads the answer itself). */
graphql(`
  fragment ShortlistChange on ShortlistStatus {
    propertyId
    inShortlist
    count
    property {
      id
      inShortlist
    }
  }
`);

/** The heart on villa cards and the property page adds; the heart and the shortlist page remove. */
export const AddToShortlistMutation = graphql(`
  mutation PropertyAddToShortlist($propertyId: ID!) {
    addToShortlist(propertyId: $propertyId) {
      ...ShortlistChange
    }
  }
`);

export const RemoveFromShortlistMutation = graphql(`
  mutation RemoveFromShortlist($propertyId: ID!) {
    removeFromShortlist(propertyId: $propertyId) {
      ...ShortlistChange
    }
  }
`);

export const SHORTLIST_REFETCH = ['HeaderShortlist'];

/** Ids on the shortlist (empty when signed out or not loaded yet), whether they are still being loaded for the first time, and whether loading failed. */
export function useShortlistIds(signedIn: boolean): { ids: ReadonlySet<string>; failed: boolean; loading: boolean } {
  const { data, error, loading } = useQuery(HeaderShortlistQuery, { skip: !signedIn, ssr: false });
  return { ids: new Set(signedIn ? (data?.shortlist ?? []).map((villa) => villa.id) : []), failed: signedIn && !!error, loading: signedIn && loading && !data };
}
