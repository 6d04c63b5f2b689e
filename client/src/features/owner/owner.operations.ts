import { graphql } from '../../__generated__/gql';

/** Who is asking: the portal is for owners (and staff). */
export const ownerAccessQuery = graphql(`
  query OwnerAccess {
    me {
      id
      name
      isOwner
      isAdmin
    }
  }
`);

export const ownerVillasQuery = graphql(`
  query OwnerVillas {
    ownerProperties {
      id
      title
      location
      commissionPercent
    }
  }
`);

/** One villa's calendar: guests' stays and blocked dates over the range. */
export const ownerCalendarQuery = graphql(`
  query OwnerCalendar($propertyId: ID!, $range: OwnerRangeInput) {
    ownerBookings(propertyId: $propertyId, range: $range) {
      id
      checkIn
      checkOut
      status
      guestFirstName
      guests
    }
    ownerBlocks(propertyId: $propertyId, range: $range) {
      id
      checkIn
      checkOut
      ownerStay
      note
    }
  }
`);

export const addOwnerStayMutation = graphql(`
  mutation AddOwnerStay($propertyId: ID!, $input: OwnerStayInput!) {
    addOwnerStay(propertyId: $propertyId, input: $input) {
      id
    }
  }
`);

export const deleteOwnerStayMutation = graphql(`
  mutation DeleteOwnerStay($propertyId: ID!, $blockId: ID!) {
    deleteOwnerStay(propertyId: $propertyId, blockId: $blockId) {
      id
    }
  }
`);

export const ownerStatementsQuery = graphql(`
  query OwnerStatements {
    ownerStatements {
      month
      draft
      currency
      net
      balanceDue
    }
  }
`);

export const ownerStatementQuery = graphql(`
  query OwnerStatement($month: String!) {
    ownerStatement(month: $month) {
      month
      draft
      currency
      lines {
        reference
        propertyTitle
        kind
        guestFirstName
        checkIn
        checkOut
        rent
        refunds
        commissionPercent
        commission
        net
      }
      adjustments {
        reference
        month
        description
        amount
      }
      payouts {
        id
        reference
        paidOn
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
