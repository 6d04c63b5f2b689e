import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql';

/** A villa as the back office lists it. */
export const adminPropertiesQuery = graphql(`
  query AdminProperties($filter: AdminPropertyFilter, $page: PageInput) {
    adminProperties(filter: $filter, page: $page) {
      totalCount
      items {
        id
        title
        slug
        location
        region
        price
        currency
        sleeps
        bedrooms
        published
        updatedAt
      }
    }
  }
`);

/** Every field the editor shows, as stored: English, the German texts and both amenity labels. */
export const villaEditorFragment = graphql(`
  fragment VillaEditor_property on Property {
    id
    title
    slug
    location
    region
    destinationKey
    price
    currency
    damageDeposit
    description
    longDescription
    adminAmenities {
      icon
      label
      labelDe
    }
    features
    layout
    nearbyAttractions
    bedrooms
    bathrooms
    sleeps
    discount
    badge
    minNights
    published
    updatedAt
    translations {
      de {
        title
        location
        region
        description
        longDescription
        features
        layout
        nearbyAttractions
        badge
      }
    }
  }
`);

/** The villa the editor opens: its title for the heading, the status bar's fields and the form's. */
export const adminPropertyQuery = graphql(`
  query AdminProperty($id: ID!) {
    adminProperty(id: $id) {
      id
      title
      ...VillaStatusBar_property
      ...VillaEditor_property
    }
  }
`);

/** The destinations (grouped by country) and currencies a villa can have; localised names. */
export const villaChoicesQuery = graphql(`
  query AdminVillaChoices {
    destinations {
      slug
      name
      regions {
        key
        name
      }
    }
    currencies {
      code
      symbol
    }
  }
`);

export const createPropertyMutation = graphql(`
  mutation AdminCreateProperty($input: CreatePropertyInput!) {
    createProperty(input: $input) {
      id
      ...VillaEditor_property
    }
  }
`);

export const updatePropertyMutation = graphql(`
  mutation AdminUpdateProperty($id: ID!, $input: UpdatePropertyInput!) {
    updateProperty(id: $id, input: $input) {
      id
      ...VillaEditor_property
    }
  }
`);

export const setPropertyPublishedMutation = graphql(`
  mutation AdminSetPropertyPublished($id: ID!, $published: Boolean!) {
    setPropertyPublished(id: $id, published: $published) {
      id
      published
      updatedAt
    }
  }
`);

/**
 * A new villa, or one that moved in or out of the published filter, changes which pages of
 * the list it belongs to: drop the cached pages, so the list asks again when it is shown.
 * (A change of fields needs nothing: the list's rows are the same normalised villas.)
 */
export function forgetVillaLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminProperties' });
  cache.gc();
}
