import {
  canRateOrder,
  CART_ORDER_STATUS,
  changeOrderRatePayloadSchema,
  changeOrderStatusPayloadSchema,
  createOrderPayloadSchema,
  DEFAULT_PAYMENT_MODE,
  nextOrderStatus,
  orderEventFor,
  removeOrderPayloadSchema,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { badRequest, forbidden, invalidField, notFound, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { shopPath, validate } from '../core/http';
import { actionRoutes, READ, WRITE } from './actions';
import { getDashboardAction } from './admin-dashboard';
import { newPricedLines, unknownArticleError } from './priced-lines';
import { libraryOrderBody, orderBody } from './serializers';
import type { ShopOrder } from './types';

function newestFirst(a: ShopOrder, b: ShopOrder) {
  return b.created_date.localeCompare(a.created_date) || b.id - a.id;
}

/**
 * Orders (`orders_api`, signed in). A cart order has status -1 (CART_ORDER_STATUS) until
 * checkout. Customer transitions: cart → 0 with an address (checkout), 0 or 2 → 1 (cancel);
 * rating only for 3, 1 to 5. Libraries and admins move their orders 0 → 2 → 3; a library cancels
 * with a `reason`. For a library, `get_my_orders` answers the orders whose library it is.
 */
export const ordersHandlers = actionRoutes(shopPath('orders_api'), ['GET', 'POST'], {
  get_dashboard: getDashboardAction,
  get_orders_cart: {
    methods: READ,
    run: ({ request }) => {
      const user = requireUser(request, 'token');
      const orders = getDb().shop.orders.filter((o) => o.user_id === user.id && o.status === CART_ORDER_STATUS);
      return HttpResponse.json({ orders: orders.sort(newestFirst).map(orderBody) });
    },
  },
  get_my_orders: {
    methods: READ,
    run: ({ request }) => {
      const user = requireUser(request, 'token');
      if (user.account_type === 'li') {
        // A library's orders to fulfil: placed orders (not carts) whose library it is.
        const mine = getDb().shop.orders.filter((o) => o.library_id === user.id && o.status !== CART_ORDER_STATUS);
        return HttpResponse.json({ orders: mine.sort(newestFirst).map(libraryOrderBody) });
      }
      // The admin sees every placed order (the admin orders list, assumed contract).
      const mine = (o: ShopOrder) => user.account_type === 'ad' || o.user_id === user.id;
      const orders = getDb().shop.orders.filter((o) => mine(o) && o.status !== CART_ORDER_STATUS);
      return HttpResponse.json({ orders: orders.sort(newestFirst).map(orderBody) });
    },
  },
  remove_order: {
    methods: WRITE,
    run: ({ request, payload }) => {
      const user = requireUser(request, 'token');
      const { order_id } = validate(removeOrderPayloadSchema, payload);
      const { shop } = getDb();
      const order = shop.orders.find((o) => o.id === order_id && o.user_id === user.id);
      if (!order) return notFound('Order not found.');
      if (order.status !== CART_ORDER_STATUS) return badRequest({ error: 'order_not_in_cart' });
      shop.orders.splice(shop.orders.indexOf(order), 1);
      return HttpResponse.json({ success: true, order_id });
    },
  },
  change_status: {
    methods: WRITE,
    run: ({ request, payload }) => {
      const user = requireUser(request, 'token');
      const body = validate(changeOrderStatusPayloadSchema, payload);
      const { shop } = getDb();
      const staff = user.account_type === 'ad' || user.account_type === 'li';
      const orders = body.orders.map((id) =>
        shop.orders.find(
          (o) =>
            o.id === id &&
            (o.user_id === user.id ||
              user.account_type === 'ad' ||
              (user.account_type === 'li' && o.library_id === user.id)),
        ),
      );
      if (orders.some((o) => !o)) return notFound('Order not found.');
      const found = orders as ShopOrder[];
      const event = orderEventFor(body.status);
      // Shipping and delivering are the library's (or an admin's) to do, not the customer's.
      if ((event === 'ship' || event === 'deliver') && !staff) throw forbidden();
      if (!event || found.some((o) => nextOrderStatus(o.status, event) === null)) {
        return badRequest({ error: 'transition_not_allowed' });
      }
      // A library says why it cancels an order (the customer sees it).
      const reason = body.reason?.trim() ?? '';
      if (event === 'cancel' && user.account_type === 'li' && reason === '') {
        return invalidField('reason', 'Required');
      }
      if (event === 'cancel') for (const o of found) o.reason = reason || null;
      if (event === 'checkout') {
        const address = shop.addresses.find((a) => a.id === body.address && a.user_id === user.id);
        if (!address) return invalidField('address', 'Unknown address');
        for (const o of found) {
          o.address_id = address.id;
          o.payment_mode = body.payment_mode ?? DEFAULT_PAYMENT_MODE;
          o.created_date = new Date().toISOString();
        }
      }
      for (const o of found) o.status = nextOrderStatus(o.status, event) ?? o.status;
      return HttpResponse.json({ success: true, orders: found.map(orderBody) });
    },
  },
  change_rate: {
    methods: WRITE,
    run: ({ request, payload }) => {
      const user = requireUser(request, 'token');
      const body = validate(changeOrderRatePayloadSchema, payload);
      const order = getDb().shop.orders.find((o) => o.id === body.order_id && o.user_id === user.id);
      if (!order) return notFound('Order not found.');
      if (!canRateOrder(order.status)) return badRequest({ error: 'order_not_delivered' });
      order.rate = body.rate;
      return HttpResponse.json({ order: orderBody(order) });
    },
  },
  create: {
    methods: WRITE,
    run: ({ request, payload }) => {
      const user = requireUser(request, 'token');
      const body = validate(createOrderPayloadSchema, payload);
      const { shop, users } = getDb();
      const unknownArticle = unknownArticleError(
        'articles',
        body.articles.map((a) => a.id),
      );
      if (unknownArticle) return unknownArticle;
      let libraryId = body.library ?? null;
      let levelId = body.level_id ?? null;
      let devisId: number | null = null;
      if (body.demande_devis_id) {
        const quote = shop.quotes.find((q) => q.id === body.demande_devis_id);
        const demande = quote && shop.demandes.find((d) => d.id === quote.demande_id && d.user_id === user.id);
        if (!quote || !demande) return invalidField('demande_devis_id', 'Unknown quote');
        devisId = quote.id;
        libraryId ??= quote.library_id;
        levelId ??= quote.level_id;
      }
      if (libraryId !== null && !users.some((u) => u.id === libraryId && u.account_type === 'li')) {
        return invalidField('library', 'Unknown library');
      }
      const order: ShopOrder = {
        id: nextId('shop.orders', shop.orders),
        user_id: user.id,
        level_id: levelId,
        devis_id: devisId,
        library_id: libraryId,
        lines: newPricedLines(
          'shop.orderLines',
          shop.orders,
          body.articles.map((a) => ({ article_id: a.id, brand: a.brand ?? '', price: a.price, quantity: a.quantity })),
        ),
        status: CART_ORDER_STATUS,
        rate: null,
        created_date: new Date().toISOString(),
        address_id: null,
        payment_mode: null,
      };
      shop.orders.push(order);
      return HttpResponse.json({ order: orderBody(order) });
    },
  },
});
