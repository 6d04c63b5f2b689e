import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { formatDate } from '../../lib/dates';
import { Fact } from '../../components/Fact';
import { AccountCard } from './AccountCard';

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
    <AccountCard title="account.profile.title">
      <dl className="profile-list">
        <Fact label={<FormattedMessage id="account.profile.name" />}>{data.name}</Fact>
        <Fact label={<FormattedMessage id="account.profile.email" />}>{data.email}</Fact>
        {data.phone ? (
          <Fact label={<FormattedMessage id="account.profile.phone" />}>{data.phone}</Fact>
        ) : null}
        <Fact label={<FormattedMessage id="account.profile.memberSince" />}>{formatDate(intl, data.createdAt, 'monthYear')}</Fact>
      </dl>
    </AccountCard>
  );
}
