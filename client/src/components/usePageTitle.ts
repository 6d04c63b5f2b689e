import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../__generated__/gql';
import { useServerHead } from '../lib/server-render';

const PageTitleQuery = graphql(`
  query PageTitle {
    company {
      name
    }
  }
`);

/** document.title for the current page, followed by the company name once it is known (on the server, the page's <title>). */
export function usePageTitle(title: string): void {
  const { data } = useQuery(PageTitleQuery);
  const companyName = data?.company.name;
  const full = companyName ? `${title} | ${companyName}` : title;
  useServerHead({ title: full });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
