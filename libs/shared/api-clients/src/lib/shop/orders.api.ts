import {
  type ChangeOrderRatePayload,
  type ChangeOrderStatusPayload,
  type CreateOrderPayload,
  type LibraryOrder,
  type Order,
  type RemoveOrderPayload,
} from '@kk/domain';
import { actionGet, actionPost } from '../core/actions';
import { domainSchema, writeSchema } from '../core/schema';
import { shopApi } from './shop-api';

/**
 * Orders (calls 19, 20), token. A cart order has status -1 (`CART_ORDER_STATUS`) until
 * checkout. Writes are POST with `{ action, ...fields }`; reads GET.
 */
export const ordersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The cart: GET `orders_api?action=get_orders_cart` → `orders` with status -1. Tag `Cart`. */
    getCart: build.query<Order[], void>({
      query: () => actionGet('orders_api', 'get_orders_cart'),
      rawResponseSchema: domainSchema('shop', 'ordersResponseSchema'),
      transformResponse: (raw: { orders: Order[] }) => raw.orders,
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    /** Placed orders (Manage Orders): GET `orders_api?action=get_my_orders` → `orders`. Tag `Orders`. */
    getMyOrders: build.query<Order[], void>({
      query: () => actionGet('orders_api', 'get_my_orders'),
      rawResponseSchema: domainSchema('shop', 'ordersResponseSchema'),
      transformResponse: (raw: { orders: Order[] }) => raw.orders,
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
    /**
     * Library side: the orders to fulfil (placed orders whose library is this account), newest first,
     * with the customer, the delivery address's fields, the payment mode, the rating and a cancel
     * reason: GET `orders_api?action=get_my_orders` as an `li` account (assumed). Tag `Orders`.
     */
    getLibraryOrders: build.query<LibraryOrder[], void>({
      query: () => actionGet('orders_api', 'get_my_orders'),
      rawResponseSchema: domainSchema('shop', 'libraryOrdersResponseSchema'),
      transformResponse: (raw: { orders: LibraryOrder[] }) => raw.orders,
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
    /**
     * Puts articles in the cart as one order: POST `orders_api` `{ action: 'create', articles:
     * [{ id, brand, price, quantity }], library?, demande_devis_id?, level_id? }` → the order.
     * Invalidates `Cart`.
     */
    createOrder: build.mutation<Order | null, CreateOrderPayload>({
      query: (payload) => actionPost('orders_api', 'create', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'orderResponseSchema'),
      transformResponse: (raw: { order: Order } | null) => raw?.order ?? null,
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    /** Removes a cart order: POST `orders_api` `{ action: 'remove_order', order_id }`. Invalidates `Cart` and `Orders`. */
    removeOrder: build.mutation<void, RemoveOrderPayload>({
      query: (payload) => actionPost('orders_api', 'remove_order', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'removeOrderResponseSchema'),
      transformResponse: () => undefined,
      invalidatesTags: [
        { type: 'Cart', id: 'LIST' },
        { type: 'Orders', id: 'LIST' },
      ],
    }),
    /**
     * Checkout (cart → 0 with an `address`), cancel (0/2 → 1, a library gives a `reason`), or a
     * library ships (0 → 2) and delivers (2 → 3): POST `orders_api` `{ action: 'change_status',
     * orders: [ids], address?, status, payment_mode?, reason? }`. Invalidates `Cart`
     * and `Orders`.
     */
    changeOrderStatus: build.mutation<void, ChangeOrderStatusPayload>({
      query: (payload) => actionPost('orders_api', 'change_status', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'changeStatusResponseSchema'),
      transformResponse: () => undefined,
      invalidatesTags: [
        { type: 'Cart', id: 'LIST' },
        { type: 'Orders', id: 'LIST' },
      ],
    }),
    /** Rates a delivered order 1–5: POST `orders_api` `{ action: 'change_rate', order_id, rate }`. Invalidates `Orders`. */
    rateOrder: build.mutation<Order | null, ChangeOrderRatePayload>({
      query: (payload) => actionPost('orders_api', 'change_rate', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'orderResponseSchema'),
      transformResponse: (raw: { order: Order } | null) => raw?.order ?? null,
      invalidatesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the order endpoints. */
export const {
  useGetCartQuery,
  useLazyGetCartQuery,
  useGetMyOrdersQuery,
  useGetLibraryOrdersQuery,
  useCreateOrderMutation,
  useRemoveOrderMutation,
  useChangeOrderStatusMutation,
  useRateOrderMutation,
} = ordersApi;
