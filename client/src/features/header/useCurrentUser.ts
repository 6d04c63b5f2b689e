import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql';

export const HeaderMeQuery = graphql(`
  query HeaderMe {
    me {
      id
      name
      email
      isAdmin
      isOwner
    }
  }
`);

/**
 * The signed-in user, or null; a failed request means signed out. Never asked
 * during a server render: pages are rendered for an anonymous visitor, and the browser asks.
 */
export function useCurrentUser() {
  const { data, error } = useQuery(HeaderMeQuery, { ssr: false });
  return error ? null : (data?.me ?? null);
}
