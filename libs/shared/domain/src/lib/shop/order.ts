import * as z from 'zod/mini';
import { PAYMENT_MODES, RATING_MAX, RATING_MIN } from '../constants';
import { CART_ORDER_STATUS, ORDER_STATUS } from '../order-status';
import {
  idSchema,
  lenientArray,
  numericSchema,
  optionalNumericSchema,
  optionalTextSchema,
} from '../common/schema-helpers';
import { roundPrice } from './pack';
import { optionalLibraryRefSchema } from './refs';

/** One line of an order (§3): quantity and unit price, with the article when the backend sends it. */
export const orderLineSchema = z.object({
  id: z.optional(z.nullable(z.number())),
  quantity: numericSchema,
  price: numericSchema,
  brand: z.optional(optionalTextSchema),
  article: z.optional(
    z.nullable(
      z.object({
        id: z.optional(z.nullable(z.number())),
        name: z.string(),
        image_url: z.optional(optionalTextSchema),
      }),
    ),
  ),
});
/** An order line. */
export type OrderLine = z.output<typeof orderLineSchema>;

/** An order (§3). `status` is -1 in the cart, then 0 Pending, 1 Canceled, 2 On the way, 3 Delivered. */
export const orderSchema = z.object({
  id: z.number(),
  level_id: z.optional(z.nullable(z.number())),
  /** Quote number the order comes from, or null. */
  devis_id: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  /** The library; null is shown as "no library". */
  library: optionalLibraryRefSchema,
  order_lines: lenientArray(orderLineSchema),
  /**
   * ORDER_STATUS, or CART_ORDER_STATUS in the cart. The spec defines no cart status: an order the
   * backend sends with none (absent or null) is read as a cart order.
   */
  status: z.pipe(
    z.optional(z.nullable(z.int())),
    z.transform((value) => value ?? CART_ORDER_STATUS),
  ),
  /** 1–5 stars once rated, else null. */
  rate: optionalNumericSchema,
  /** ISO date-time. */
  created_date: z.string(),
  /** Delivery address id, once checked out. */
  address: z.optional(z.nullable(z.number())),
  /** Payment mode chosen at checkout (PAYMENT_MODES). */
  payment_mode: z.optional(z.nullable(z.number())),
  /** Why the library canceled it (assumed field, library area), else null. */
  reason: z.optional(optionalTextSchema),
});
/** An order. */
export type Order = z.output<typeof orderSchema>;

/** Response of `get_orders_cart` and `get_my_orders`. */
export const ordersResponseSchema = z.object({
  orders: lenientArray(orderSchema),
});

/** Response of `create` and `change_rate`: one order. */
export const orderResponseSchema = z.object({
  order: orderSchema,
});

/** Total of an order: sum of price × quantity of its lines, in Dhs. */
export function orderTotal(order: Pick<Order, 'order_lines'>): number {
  return roundPrice(order.order_lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
}

/** Subtotal of several orders (the cart, the confirmation screen). */
export function ordersSubtotal(orders: readonly Pick<Order, 'order_lines'>[]): number {
  return roundPrice(orders.reduce((sum, o) => sum + orderTotal(o), 0));
}

/** True for an order still in the cart. */
export function isCartOrder(order: Pick<Order, 'status'>): boolean {
  return order.status === CART_ORDER_STATUS;
}

/** One article put in the cart: the article id, the brand chosen, its unit price and quantity (§7). */
export const orderArticleInputSchema = z.object({
  id: idSchema,
  brand: z.optional(z.nullable(z.string())),
  price: z.number().check(z.gte(0)),
  quantity: z.int().check(z.gte(1)),
});
/** An article of an order creation. */
export type OrderArticleInput = z.output<typeof orderArticleInputSchema>;

/**
 * Payload of `orders_api` action `create` (§7): articles, and the library and quote when the
 * order comes from a quote. The new order sits in the cart (status -1).
 */
export const createOrderPayloadSchema = z.object({
  articles: z.array(orderArticleInputSchema).check(z.minLength(1)),
  library: z.optional(z.nullable(idSchema)),
  demande_devis_id: z.optional(z.nullable(idSchema)),
  /** Level the articles are for (packs and supply lists), when known. */
  level_id: z.optional(z.nullable(idSchema)),
});
/** Payload of the order creation. */
export type CreateOrderPayload = z.output<typeof createOrderPayloadSchema>;

const paymentModes = Object.values(PAYMENT_MODES) as number[];

/**
 * Payload of `orders_api` action `change_status` (§7): checkout (cart → 0 with an address) or
 * cancel (0 or 2 → 1). `payment_mode` is an addition: the mode picked on /address-payments;
 * `reason` another: why a library cancels (the library also ships 0 → 2 and delivers 2 → 3).
 */
export const changeOrderStatusPayloadSchema = z
  .object({
    orders: z.array(idSchema).check(z.minLength(1)),
    address: z.optional(z.nullable(idSchema)),
    status: z.int().check(z.gte(ORDER_STATUS.pending), z.lte(ORDER_STATUS.delivered)),
    payment_mode: z.optional(
      z.nullable(z.int().check(z.refine((m) => paymentModes.includes(m), { message: 'Unknown payment mode' }))),
    ),
    /** Why the order is canceled (library side, assumed: required when a library cancels). */
    reason: z.optional(z.nullable(z.string())),
  })
  .check(
    z.refine((p) => p.status !== ORDER_STATUS.pending || (p.address !== undefined && p.address !== null), {
      message: 'An address is required at checkout',
      path: ['address'],
    }),
  );
/** Payload of the status change. */
export type ChangeOrderStatusPayload = z.output<typeof changeOrderStatusPayloadSchema>;

/** Payload of `orders_api` action `change_rate` (§7): 1 to 5 stars. */
export const changeOrderRatePayloadSchema = z.object({
  order_id: idSchema,
  rate: z.int().check(z.gte(RATING_MIN), z.lte(RATING_MAX)),
});
/** Payload of the rating. */
export type ChangeOrderRatePayload = z.output<typeof changeOrderRatePayloadSchema>;

/** Payload of `orders_api` action `remove_order` (§7): removes a cart order. */
export const removeOrderPayloadSchema = z.object({
  order_id: idSchema,
});
/** Payload of the cart-order removal. */
export type RemoveOrderPayload = z.output<typeof removeOrderPayloadSchema>;

/** Answer of `change_status` (§7): the backend may echo the changed orders; nothing else is read. */
export const changeStatusResponseSchema = z.object({ orders: z.optional(z.array(z.unknown())) });

/** Answer of `remove_order` (§7): `success` when the backend sends it. */
export const removeOrderResponseSchema = z.object({ success: z.optional(z.boolean()) });
