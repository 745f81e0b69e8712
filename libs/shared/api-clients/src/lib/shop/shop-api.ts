import { createBackendApi } from '../core/create-backend-api';

/**
 * The shop backend: base `/{product}/api/`, `Authorization: Token <t>` unless an endpoint says
 * `extraOptions: { auth: 'none' }`. Endpoints are injected by the `*.api.ts` files of this folder.
 */
export const shopApi = createBackendApi({
  reducerPath: 'shopApi',
  baseQuery: { base: 'shop', auth: 'token' },
  schemaArea: 'shop',
  tagTypes: [
    'Schools',
    'School',
    'Occasions',
    'MyOccasions',
    'Packs',
    'PackLines',
    'SupplyLines',
    'Articles',
    'ArticleTypes',
    'Addresses',
    'User',
    'Cart',
    'Orders',
    'Demandes',
    'DemandeLines',
    'Quotes',
    'QuoteLines',
    'Levels',
    'Subjects',
    'SchoolRequests',
    'Dashboard',
  ],
});
