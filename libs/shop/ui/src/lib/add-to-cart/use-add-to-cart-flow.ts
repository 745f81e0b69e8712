import { useCallback, useMemo, useRef, useState } from 'react';
import { findSameCartOrder, mergedOrderPayload, type CreateOrderPayload, type Order } from '@kk/domain';
import type { DuplicateOrderDialogProps } from './duplicate-order-dialog';

/**
 * The cart calls the flow makes, as promises rejecting with the call's error (`useCartOrderWrites()`
 * of `@kk/api-clients` gives them, bound to the store: this lib knows no API).
 */
export interface AddToCartWrites {
  /** The cart as the backend has it now. */
  loadCart: () => Promise<readonly Order[]>;
  /** Creates one cart order. */
  createOrder: (payload: CreateOrderPayload) => Promise<unknown>;
  /** Removes one cart order. */
  removeOrder: (orderId: number) => Promise<unknown>;
}

/** Where the question "Déjà dans le panier" stands. */
type Question =
  | { step: 'closed' }
  | { step: 'ask'; existing: Order; payload: CreateOrderPayload; error?: unknown }
  | { step: 'removeFailed'; error: unknown };

/** What {@link useAddToCartFlow} gives a screen. */
export interface AddToCartFlow {
  /**
   * Puts `payload` in the cart: when the cart already holds the same order (same quote; same pack:
   * `isSameCartOrder` of `@kk/domain`) the dialog asks first; otherwise the order is created and
   * `onDone` runs. A call while another runs is ignored (a double click sends one request).
   */
  add: (payload: CreateOrderPayload) => Promise<void>;
  /** A call runs (the screen's button shows it and is not pressed twice). */
  busy: boolean;
  /** The last add failed before any question (nothing was changed; the button is usable again). */
  failed: boolean;
  /** Why, while `failed`. */
  error?: unknown;
  /** Props of `<DuplicateOrderDialog {...flow.dialog} />`. */
  dialog: DuplicateOrderDialogProps;
}

/**
 * The one "add to cart" of the shop (a pack, a quote): never a silent duplicate. "En ajouter un de
 * plus" first creates ONE order holding both (quantities added, `mergedOrderPayload`) and only then
 * removes the old one, so a failed call loses nothing: a failed creation leaves the cart as it was
 * (the dialog says so, the question stays); a failed removal is told, with "Voir le panier" only.
 *
 * @example
 * const flow = useAddToCartFlow(useCartOrderWrites(), () => navigate('/shop-cart'));
 * <Button loading={flow.busy} onClick={() => void flow.add(payload)}>…</Button>
 * <DuplicateOrderDialog {...flow.dialog} />
 */
export function useAddToCartFlow(writes: AddToCartWrites, onDone: () => void): AddToCartFlow {
  const [question, setQuestion] = useState<Question>({ step: 'closed' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // A ref, not the state: two clicks in the same frame both see `busy` false.
  const running = useRef(false);
  const { loadCart, createOrder, removeOrder } = writes;

  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const add = useCallback(
    (payload: CreateOrderPayload) =>
      run(async () => {
        setFailure(null);
        try {
          const existing = findSameCartOrder(await loadCart(), payload);
          if (existing) {
            setQuestion({ step: 'ask', existing, payload });
            return;
          }
          await createOrder(payload);
        } catch (error) {
          setFailure({ error });
          return;
        }
        onDone();
      }),
    [createOrder, loadCart, onDone, run],
  );

  const addOneMore = useCallback(
    () =>
      run(async () => {
        if (question.step !== 'ask') return;
        const { existing, payload } = question;
        try {
          await createOrder(mergedOrderPayload(existing, payload));
        } catch (error) {
          setQuestion({ ...question, error });
          return;
        }
        try {
          await removeOrder(existing.id);
        } catch (error) {
          setQuestion({ step: 'removeFailed', error });
          return;
        }
        setQuestion({ step: 'closed' });
        onDone();
      }),
    [createOrder, onDone, question, removeOrder, run],
  );

  const seeCart = useCallback(() => {
    setQuestion({ step: 'closed' });
    onDone();
  }, [onDone]);
  const cancel = useCallback(() => setQuestion({ step: 'closed' }), []);

  const dialog = useMemo<DuplicateOrderDialogProps>(
    () => ({
      open: question.step !== 'closed',
      removeFailed: question.step === 'removeFailed',
      error: question.step === 'closed' ? undefined : question.error,
      busy,
      onAddOneMore: () => void addOneMore(),
      onSeeCart: seeCart,
      onCancel: cancel,
    }),
    [addOneMore, busy, cancel, question, seeCart],
  );

  return { add, busy, failed: failure !== null, error: failure?.error, dialog };
}
