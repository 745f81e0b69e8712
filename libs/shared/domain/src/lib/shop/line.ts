import * as z from 'zod/mini';
import { lenientTextSchema, numericSchema } from '../common/schema-helpers';
import { articleRefSchema } from './refs';

/**
 * A priced line, as packs and quotes hold them (§3): the article, the brand chosen, its unit price
 * (Dhs) and the quantity. A pack line adds its picture (`packLineSchema`); a quote line is exactly this.
 */
export const pricedLineSchema = z.object({
  id: z.number(),
  article: articleRefSchema,
  brand: lenientTextSchema,
  price: numericSchema,
  quantity: numericSchema,
});
/** A priced line of a pack or a quote. */
export type PricedLine = z.output<typeof pricedLineSchema>;
