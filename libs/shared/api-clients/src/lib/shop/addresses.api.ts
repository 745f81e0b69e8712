import { type Address, type CreateAddressPayload } from '@kk/domain';
import { actionGet, actionPost } from '../core/actions';
import { domainSchema, writeSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Delivery addresses (calls 17, 18), token. */
export const addressesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET `payments_address_api?action=get_list_address` → `address_delivered`. Tags `Addresses` LIST + ids. */
    getAddresses: build.query<Address[], void>({
      query: () => actionGet('payments_address_api', 'get_list_address'),
      rawResponseSchema: domainSchema('shop', 'addressListResponseSchema'),
      transformResponse: (raw: { address_delivered: Address[] }) => raw.address_delivered,
      providesTags: (result) => [
        { type: 'Addresses', id: 'LIST' },
        ...(result ?? []).map((a) => ({ type: 'Addresses' as const, id: a.id })),
      ],
    }),
    /** GET `payments_address_api?action=get_address&address_id`. Tag `Addresses`/id. */
    getAddress: build.query<Address, number>({
      query: (addressId) => actionGet('payments_address_api', 'get_address', { address_id: addressId }),
      rawResponseSchema: domainSchema('shop', 'addressResponseSchema'),
      transformResponse: (raw: { address: Address }) => raw.address,
      providesTags: (_r, _e, id) => [{ type: 'Addresses', id }],
    }),
    /**
     * POST `payments_address_api` `{ action: 'create', name, address1, address2, city, cp,
     * phone_number }` → the new address. Invalidates the address list.
     */
    createAddress: build.mutation<Address | null, CreateAddressPayload>({
      query: (payload) => actionPost('payments_address_api', 'create', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'addressResponseSchema'),
      transformResponse: (raw: { address: Address } | null) => raw?.address ?? null,
      invalidatesTags: [{ type: 'Addresses', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the address endpoints. */
export const { useGetAddressesQuery, useGetAddressQuery, useCreateAddressMutation } = addressesApi;
