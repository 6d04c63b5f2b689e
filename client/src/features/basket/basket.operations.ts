import { graphql } from '../../__generated__/gql';

/** The header's count, polled every BASKET_REFRESH_MS, so a basket changed in another tab shows. */
export const BasketCountQuery = graphql(`
  query BasketCount {
    cart {
      itemCount
    }
  }
`);

/** The whole basket; only fetched while the panel is open. */
export const BasketPanelQuery = graphql(`
  query BasketPanel {
    cart {
      itemCount
      ...BasketLines_cart
    }
  }
`);

/** Both answer the updated basket, which replaces the cached one (Cart is a singleton). */
export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($id: ID!) {
    removeCartItem(id: $id) {
      ...BasketLines_cart
    }
  }
`);

export const RemoveCartExtraMutation = graphql(`
  mutation RemoveCartExtra($id: ID!) {
    removeCartExtra(id: $id) {
      ...BasketLines_cart
    }
  }
`);
