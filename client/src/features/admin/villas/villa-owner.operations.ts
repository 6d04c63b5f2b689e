import { graphql } from '../../../__generated__/gql';

export const villaOwnerQuery = graphql(`
  query VillaOwner($propertyId: ID!) {
    propertyOwner(propertyId: $propertyId) {
      ownerId
      ownerName
      ownerEmail
      commissionPercent
    }
  }
`);

export const setPropertyOwnerMutation = graphql(`
  mutation SetPropertyOwner($propertyId: ID!, $input: SetPropertyOwnerInput!) {
    setPropertyOwner(propertyId: $propertyId, input: $input) {
      ownerId
      invited
    }
  }
`);
