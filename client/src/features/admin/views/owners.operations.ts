import { graphql } from '../../../__generated__/gql';

export const adminOwnersQuery = graphql(`
  query AdminOwners($page: PageInput) {
    owners(page: $page) {
      totalCount
      items {
        id
        name
        email
        villaCount
        currency
        balanceDue
      }
    }
  }
`);

export const adminOwnerPayoutsQuery = graphql(`
  query AdminOwnerPayouts($page: PageInput) {
    ownerPayouts(page: $page) {
      totalCount
      items {
        id
        ownerName
        ownerEmail
        amount
        currency
        reference
        paidOn
      }
    }
  }
`);

export const recordOwnerPayoutMutation = graphql(`
  mutation RecordOwnerPayout($input: RecordOwnerPayoutInput!) {
    recordOwnerPayout(input: $input) {
      id
    }
  }
`);

export const closeOwnerStatementsMutation = graphql(`
  mutation CloseOwnerStatements($input: CloseOwnerStatementsInput!) {
    closeOwnerStatements(input: $input) {
      months
      statements
    }
  }
`);

export const adminOwnerStatementQuery = graphql(`
  query AdminOwnerStatement($month: String!, $ownerId: ID!) {
    ownerStatement(month: $month, ownerId: $ownerId) {
      month
      draft
      currency
      lines {
        reference
      }
      adjustments {
        reference
        amount
      }
      payouts {
        id
        amount
      }
      balanceCarried
      balanceDue
      totals {
        rent
        refunds
        commission
        net
      }
    }
  }
`);
