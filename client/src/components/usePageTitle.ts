import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../__generated__/gql';

const PageTitleQuery = graphql(`
  query PageTitle {
    company {
      name
    }
  }
`);

/** document.title for the current page, followed by the company name once it is known. */
export function usePageTitle(title: string): void {
  const { data } = useQuery(PageTitleQuery);
  const companyName = data?.company.name;
  useEffect(() => {
    document.title = companyName ? `${title} | ${companyName}` : title;
  }, [title, companyName]);
}
