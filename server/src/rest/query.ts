import { MAX_PAGE_LIMIT, PageInput } from '../graphql/pagination';
import { parseInput } from '../validation';

type Query = Record<string, unknown>;

/** Query strings carry text: "true"/"false" become booleans for the named filters. */
export function booleanParams(query: unknown, names: string[]): Query {
  const params: Query = { ...(query as Query) };
  for (const name of names) {
    if (params[name] === 'true') params[name] = true;
    else if (params[name] === 'false') params[name] = false;
  }
  return params;
}

/** REST admin lists answer up to MAX_PAGE_LIMIT rows unless ?limit= says otherwise; X-Total-Count gives the total. */
export function adminPage(query: unknown): Promise<PageInput> {
  return parseInput(PageInput, { limit: String(MAX_PAGE_LIMIT), ...(query as Query) }, ['offset', 'limit']);
}
