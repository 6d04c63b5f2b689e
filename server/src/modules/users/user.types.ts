import { InputType } from 'type-graphql';
import { OptionalBoolean, SearchText } from '../../graphql/filter-fields';

@InputType({ description: 'Narrows the admin users list; every field is optional.' })
export class AdminUserFilter {
  @SearchText('Part of the name or e-mail, any letter case.')
  search?: string | null;

  @OptionalBoolean()
  isAdmin?: boolean | null;

  @OptionalBoolean()
  isSuspended?: boolean | null;
}
