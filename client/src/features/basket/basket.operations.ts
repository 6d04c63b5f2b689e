import { graphql } from '../../__generated__/gql';

/** The header's count, polled every BASKET_REFRESH_MS (spec section 4). */
export const BasketCountQuery = graphql(`
  query BasketCount {
    cart {
      itemCount
    }
  }
`);

export const BasketPanelFragment = graphql(`
  fragment BasketPanel_cart on Cart {
    itemCount
    currency
    subtotal
    total
    items {
      id
      propertyId
      propertyTitle
      checkIn
      checkOut
      guests
      totalNights
      totalPrice
    }
    extras {
      id
      extraId
      extraTitle
      extraCategory
      price
      quantity
    }
  }
`);

/** The whole basket; only fetched while the panel is open. */
export const BasketPanelQuery = graphql(`
  query BasketPanel {
    cart {
      ...BasketPanel_cart @unmask
    }
  }
`);

/** Both answer the updated basket, which replaces the cached one (Cart is a singleton). */
export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($id: ID!) {
    removeCartItem(id: $id) {
      ...BasketPanel_cart @unmask
    }
  }
`);

export const RemoveCartExtraMutation = graphql(`
  mutation RemoveCartExtra($id: ID!) {
    removeCartExtra(id: $id) {
      ...BasketPanel_cart @unmask
    }
  }
`);
