import type { AddressFields } from '@kk/domain';
import type { SeedLevel, SeedLevelGroup, SeedSubject } from '../seed/reference-lists';

/**
 * The shop's part of the fake backend store, normalised (rows refer to each other by id); the
 * handlers turn rows into the response shapes of `@kk/domain`.
 */

/** A school of the shop. */
export interface ShopSchool {
  id: number;
  name: string;
  address: string;
  city: string;
  /** Postal code. */
  cp: string;
  phone_number: string;
  logo_url: string;
  level_groups: number[];
  levels: number[];
  /** False for a school only known through an unlisted-school request. */
  is_active: boolean;
}

/** An unlisted-school request (`create_inactive`). */
export interface ShopSchoolRequest {
  id: number;
  user_id: number;
  name: string;
  city: string;
  level: number | string | null;
  file_url: string;
  date_created: string;
  /** Waiting for the admin, activated (as `school_id`) or refused (with `refusal_reason`). */
  status: 'pending' | 'activated' | 'refused';
  school_id?: number;
  refusal_reason?: string;
}

/** A catalogue article with its brand offers. */
export interface ShopArticle {
  id: number;
  name: string;
  type_id: number | null;
  subject_id: number | null;
  image_url: string;
  brands: { brand: string; price: number }[];
}

/** One line of a school's supply list. */
export interface ShopSupplyLine {
  id: number;
  school_id: number;
  level_id: number;
  subject_id: number | null;
  article_id: number;
  quantity: number;
}

/** A priced article line (packs, quotes, orders). */
export interface ShopPricedLine {
  id: number;
  article_id: number;
  brand: string;
  price: number;
  quantity: number;
}

/** A ready-made pack of a school level. */
export interface ShopPack {
  id: number;
  name: string;
  school_id: number;
  level_id: number;
  lines: ShopPricedLine[];
}

/** A delivery address of a user. */
export interface ShopAddress extends AddressFields {
  id: number;
  user_id: number;
}

/** An order; status -1 while in the cart (see CART_ORDER_STATUS). */
export interface ShopOrder {
  id: number;
  user_id: number;
  level_id: number | null;
  /** Quote the order comes from, or null. */
  devis_id: number | null;
  /** Library (user id of an `li` account), or null. */
  library_id: number | null;
  lines: ShopPricedLine[];
  status: number;
  rate: number | null;
  created_date: string;
  address_id: number | null;
  payment_mode: number | null;
  /** Why it was canceled (a library gives one), if it was. */
  reason?: string | null;
}

/** A line of a request: the supply line picked and the quantity asked. */
export interface ShopDemandeLine {
  supply_line_id: number;
  article_id: number;
  level_id: number;
  subject_id: number | null;
  quantity: number;
}

/** A quote request. */
export interface ShopDemande {
  id: number;
  user_id: number;
  date_created: string;
  /** `[school_id, level_id]` pairs. */
  schools_levels: [number, number][];
  articles: ShopDemandeLine[];
  /** True once the simulated libraries have answered (see `answerPendingDemandes`). */
  auto_answered: boolean;
}

/** A library's quote answering a request. */
export interface ShopQuote {
  id: number;
  demande_id: number;
  library_id: number;
  level_id: number | null;
  date: string;
  lines: ShopPricedLine[];
}

/** A second-hand book listing. */
export interface ShopOccasion {
  id: number;
  user_id: number;
  name: string;
  author: string;
  editor: string;
  condition: number;
  category: number;
  description: string;
  subject_id: number | null;
  level_id: number | null;
  edition_year: string;
  price: number;
  original_price: number | null;
  images: string[];
  /** Status label; the seed uses "Active", "Vendu", "Pending" and "Refused". */
  status: string;
  /** Why an admin refused it (status "Refused"); null otherwise. Missing in older stored state. */
  refusal_reason?: string | null;
  date_created: string;
}

/** The shop state. */
export interface ShopState {
  levelGroups: SeedLevelGroup[];
  levels: SeedLevel[];
  subjects: SeedSubject[];
  schools: ShopSchool[];
  schoolRequests: ShopSchoolRequest[];
  articleTypes: { id: number; name: string }[];
  articles: ShopArticle[];
  supplyLines: ShopSupplyLine[];
  packs: ShopPack[];
  addresses: ShopAddress[];
  orders: ShopOrder[];
  demandes: ShopDemande[];
  quotes: ShopQuote[];
  occasions: ShopOccasion[];
}
