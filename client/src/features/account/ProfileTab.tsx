import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { formatDate } from '../../lib/dates';

export const AccountProfileFragment = graphql(`
  fragment AccountProfile on User {
    id
    name
    email
    phone
    createdAt
  }
`);

/** Full name, email, phone (only when given) and "member since" month and year. */
export function ProfileTab({ user }: { user: FragmentType<typeof AccountProfileFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: AccountProfileFragment, from: user });
  if (!complete) return null;
  return (
    <div className="account-card">
      <h2 className="account-card__title">
        <FormattedMessage id="account.profile.title" />
      </h2>
      <dl className="profile-list">
        <div>
          <dt>
            <FormattedMessage id="account.profile.name" />
          </dt>
          <dd>{data.name}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.profile.email" />
          </dt>
          <dd>{data.email}</dd>
        </div>
        {data.phone ? (
          <div>
            <dt>
              <FormattedMessage id="account.profile.phone" />
            </dt>
            <dd>{data.phone}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FormattedMessage id="account.profile.memberSince" />
          </dt>
          <dd>{formatDate(intl, data.createdAt, 'monthYear')}</dd>
        </div>
      </dl>
    </div>
  );
}
