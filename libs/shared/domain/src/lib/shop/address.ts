import * as z from 'zod/mini';
import { lenientTextSchema, requiredTextSchema } from '../common/schema-helpers';

/** A delivery address (§3). */
export const addressSchema = z.object({
  id: z.number(),
  /** Who receives the delivery (the only required field, §5). */
  name: z.string(),
  /** Street and number. */
  address1: lenientTextSchema,
  /** Building, floor, landmark. */
  address2: lenientTextSchema,
  city: lenientTextSchema,
  /** Postal code. */
  cp: lenientTextSchema,
  phone_number: lenientTextSchema,
});
/** A delivery address. */
export type Address = z.output<typeof addressSchema>;

/**
 * The fields of a delivery address without its id: what the address form edits and what the
 * backend stores for a user (the fields of `payments_address_api` action `create`, §3).
 */
export type AddressFields = Omit<Address, 'id'>;

/** Message of the address rule (§5). */
export const ADDRESS_NAME_REQUIRED = 'Name required';

/** Payload of `payments_address_api` action `create` (§7): only the name is required (§5). */
export const createAddressPayloadSchema = z.object({
  name: requiredTextSchema,
  address1: z.optional(z.string()),
  address2: z.optional(z.string()),
  city: z.optional(z.string()),
  cp: z.optional(z.string()),
  phone_number: z.optional(z.string()),
});
/** Payload of the address creation. */
export type CreateAddressPayload = z.output<typeof createAddressPayloadSchema>;

/** Response of `get_list_address`: the saved addresses under `address_delivered` (§7). */
export const addressListResponseSchema = z.object({
  address_delivered: z.array(addressSchema),
});

/** Response of `get_address` and `create`: one address. */
export const addressResponseSchema = z.object({
  address: addressSchema,
});

/** One line of an address summary: name, street lines, postal code and city, phone. */
export function formatAddressLines(address: Address): string[] {
  return [
    address.name,
    address.address1,
    address.address2,
    [address.cp, address.city].filter(Boolean).join(' '),
    address.phone_number,
  ].filter((line) => line.trim() !== '');
}

/** What a delivery address lacks to be delivered to: its street (`address1`) or its city. */
export type MissingDeliveryField = 'address1' | 'city';

/**
 * The fields a courier needs that `address` leaves empty (the backend only requires a name, §5, so
 * older addresses may have neither street nor city). Empty when it can be delivered to.
 */
export function missingDeliveryFields(address: Pick<Address, 'address1' | 'city'>): MissingDeliveryField[] {
  const missing: MissingDeliveryField[] = [];
  if (address.address1.trim() === '') missing.push('address1');
  if (address.city.trim() === '') missing.push('city');
  return missing;
}

/** True when an address has a street (`address1`) and a city: the checkout can deliver to it. */
export function isDeliveryAddress(address: Pick<Address, 'address1' | 'city'>): boolean {
  return missingDeliveryFields(address).length === 0;
}
