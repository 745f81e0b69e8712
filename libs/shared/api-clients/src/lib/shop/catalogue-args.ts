import type { addressesApi } from './addresses.api';
import type { adminApi } from './admin.api';
import type { articlesApi } from './articles.api';
import type { levelsSubjectsApi } from './levels-subjects.api';
import type { occasionsApi } from './occasions.api';
import type { ordersApi } from './orders.api';
import type { packsApi } from './packs.api';
import type { quotesApi } from './quotes.api';
import type { demandesApi } from './demandes.api';
import type { schoolsApi } from './schools.api';
import type { suppliesApi } from './supplies.api';
import type { uploadsApi } from './uploads.api';
import type { usersApi } from './users.api';

/** Every endpoint name of the shop API. */
type ShopEndpointName =
  | keyof typeof addressesApi.endpoints
  | keyof typeof adminApi.endpoints
  | keyof typeof articlesApi.endpoints
  | keyof typeof levelsSubjectsApi.endpoints
  | keyof typeof occasionsApi.endpoints
  | keyof typeof ordersApi.endpoints
  | keyof typeof packsApi.endpoints
  | keyof typeof quotesApi.endpoints
  | keyof typeof demandesApi.endpoints
  | keyof typeof schoolsApi.endpoints
  | keyof typeof suppliesApi.endpoints
  | keyof typeof uploadsApi.endpoints
  | keyof typeof usersApi.endpoints;

/**
 * A sample argument for every shop endpoint, for the endpoint catalogue (`npm run
 * api:catalogue`), which runs each endpoint's request with it. Shop paths have no placeholder
 * besides `{product}` (from the configuration), so these are ordinary values. The record type
 * makes a new endpoint without a sample a type error.
 */
export const shopCatalogueArgs: Record<ShopEndpointName, unknown> = {
  getLevels: undefined,
  getDashboard: undefined,
  getSchoolRequests: { name: '' },
  activateSchool: {
    id: 1,
    name: 'École Les Cèdres bleus',
    city: 'Kénitra',
    address: '',
    phone_number: '',
    levels: [4],
  },
  refuseSchool: { id: 2, reason: 'Établissement introuvable' },
  getSubjects: undefined,
  getSchools: { name: '' },
  getSchoolInfo: 1,
  createInactiveSchool: {
    name: 'École Al Irfane',
    city: 'Oujda',
    level: 4,
    file_url: 'https://files.example/liste.pdf',
  },
  getOccasions: {},
  getMyOccasions: {},
  getOccasion: 1,
  createOccasion: {
    name: 'Antigone',
    author: 'Jean Anouilh',
    editor: 'La Table Ronde',
    condition: 0,
    category: 2,
    description: '',
    subject: 2,
    level: 11,
    edition_year: '',
    price: '30',
    original_price: '',
    images_url: [],
  },
  getAdminOccasions: { status: 'Pending' },
  publishOccasion: { occasion_id: 71 },
  refuseOccasion: { occasion_id: 72, reason: 'Photos floues' },
  getPacks: { school_id: 1, levels_ids: [7] },
  getPackLines: 1,
  getSupplyLines: { school: 1, levels_ids: [7] },
  getAddresses: undefined,
  getAddress: 1,
  createAddress: { name: 'Maison' },
  login: { username: 'client', password: 'client123' },
  register: {
    first_name: 'Aya',
    last_name: 'El Fassi',
    email: 'aya@example.ma',
    phone_number: '0612345678',
    password: 'secret12',
    image: null,
  },
  updateProfile: {
    first_name: 'Salma',
    last_name: 'Bennani',
    email: 'salma@example.ma',
    phone_number: '0612345678',
    image_url: null,
  },
  getCart: undefined,
  getMyOrders: undefined,
  getLibraryOrders: undefined,
  createOrder: { articles: [{ id: 1, brand: 'Bic', price: 2.5, quantity: 1 }] },
  removeOrder: { order_id: 1 },
  changeOrderStatus: { orders: [1], address: 1, status: 0 },
  rateOrder: { order_id: 1, rate: 5 },
  createDemande: { fournitures_articles: [{ id: 1, quantity: 1 }], schools_levels: [[1, 7]] },
  getMyDemandes: {},
  getLibraryDemandes: { school_id: 1, level_id: 7 },
  getLibraryDemande: 1,
  getDemandeLines: 1,
  getQuotes: { demande_id: 1 },
  getLibraryQuotes: undefined,
  getQuoteLines: 1,
  getLibraryQuote: 1,
  getArticleTypes: undefined,
  getArticles: {},
  createArticle: { name: 'Agenda', type_id: 8, brands: [{ brand: 'Oxford', price: 49 }] },
  createArticleType: { name: 'Agendas' },
  updateArticleType: { id: 8, name: 'Agendas' },
  updateArticle: { id: 1, name: 'Agenda', type_id: 8, brands: [{ brand: 'Oxford', price: 49 }] },
  deleteArticle: { id: 1 },
  updatePack: { pack_id: 1, name: 'Pack', pack_articles: [{ article_id: 1, brand: 'Bic', price: 2.5, quantity: 1 }] },
  deletePack: { pack_id: 1 },
  updateSupplyLine: { id: 1, quantity: 2 },
  deleteSupplyLine: { id: 1 },
  getSchoolSupplyLines: { school_id: 1 },
  createSupplyLine: { school_id: 1, level_id: 1, article_id: 1, quantity: 1 },
  createPack: {
    school_id: 1,
    level_id: 1,
    name: 'Pack',
    pack_articles: [{ article_id: 1, brand: 'Bic', price: 2.5, quantity: 1 }],
  },
  createQuote: { demande_id: 1, articles: [{ article_id: 1, brand: 'Bic', price: 2.5, quantity: 1 }] },
  updateQuoteLine: { demande_devis_article_id: 1, price: 3 },
  uploadAsset: { file: new File(['catalogue'], 'liste.pdf', { type: 'application/pdf' }) },
};
