import type { SeedContext } from '../core/seed-context';
import { seedShop } from '../seed/shop-seed';
import type { ShopState } from './types';

export type * from './types';

/** Seeds the shop state (deterministic for a given context). */
export function seedShopState(ctx: SeedContext): ShopState {
  return seedShop(ctx);
}
