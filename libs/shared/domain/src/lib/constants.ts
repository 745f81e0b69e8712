/**
 * Business constants of the product specification (§9), shared by both apps,
 * the API clients and the fake backend.
 */

/** Page size for schools, requests, responses and books (§9). */
export const PAGE_SIZE = 20;
/** List pages start at 1 (§9). */
export const FIRST_PAGE = 1;
/** Search typing delay in milliseconds (§9). */
export const SEARCH_DELAY_MS = 500;

/** Lowest rating of a delivered order: 1 star (§4, §9). */
export const RATING_MIN = 1;
/** Highest rating of a delivered order: 5 stars (§4, §9). */
export const RATING_MAX = 5;

/** Lowest grade (§5). */
export const GRADE_MIN = 0;
/** Grade scale maximum (§5, §9). */
export const GRADE_MAX = 20;

/** Shop registration: the password must be longer than this many characters (§5, §9). */
export const PASSWORD_MIN_LENGTH = 5;

/**
 * Longest first or last name a form accepts. The spec sets none (§5); 50 characters hold the longest
 * names of the Moroccan civil register with room to spare, and keep a name readable on every screen
 * (issue 14: a 195-character name overflowed the page).
 */
export const PERSON_NAME_MAX_LENGTH = 50;

/** Currency label shown beside prices (§9). */
export const CURRENCY = 'Dhs';
/** Delivery fee shown on the confirmation screen, in Dhs (§9). */
export const DELIVERY_FEE = 0;

/** Payment modes of /address-payments (§2, §9). Cash on delivery (2) is the default. */
export const PAYMENT_MODES = {
  creditCard: 0,
  virement: 1,
  cash: 2,
} as const;
/** One of {@link PAYMENT_MODES}. */
export type PaymentMode = (typeof PAYMENT_MODES)[keyof typeof PAYMENT_MODES];
/** Payment mode selected when /address-payments opens: cash on delivery (§2, §9). */
export const DEFAULT_PAYMENT_MODE: PaymentMode = PAYMENT_MODES.cash;
/** Further payment modes listed in the dictionary (§9), not offered by the shop checkout. */
export const OTHER_PAYMENT_MODES = ['credit_card', 'sms', 'mobile'] as const;

/** Second-hand book condition (§3, §9): 0 Good, 1 Moyen. */
export const BOOK_CONDITIONS = { good: 0, average: 1 } as const;
/** One of {@link BOOK_CONDITIONS}. */
export type BookCondition = (typeof BOOK_CONDITIONS)[keyof typeof BOOK_CONDITIONS];
/** Second-hand book categories (§9): 1 and 2, the two fixed category tiles of /occasion. */
export const BOOK_CATEGORIES = [1, 2] as const;
/** One of {@link BOOK_CATEGORIES}. */
export type BookCategory = (typeof BOOK_CATEGORIES)[number];
/** Number of empty image placeholders on the listing form (§9). */
export const IMAGE_PLACEHOLDERS = 3;

/** Exam feedback modes (§9): at the end, immediately, or none. */
export const EXAM_FEEDBACK_MODES = ['end', 'immediate', 'none'] as const;
/** One of {@link EXAM_FEEDBACK_MODES}. */
export type ExamFeedbackMode = (typeof EXAM_FEEDBACK_MODES)[number];
/** Exam paging modes (§9): one question per page, or all on one page. */
export const EXAM_PAGING_MODES = ['one_per_page', 'all_on_one_page'] as const;
/** One of {@link EXAM_PAGING_MODES}. */
export type ExamPagingMode = (typeof EXAM_PAGING_MODES)[number];

/** Seance types (§9). */
export const SEANCE_TYPES = ['normal', 'catchup'] as const;
/** One of {@link SEANCE_TYPES}. */
export type SeanceType = (typeof SEANCE_TYPES)[number];
/** Scopes of a schedule update (§9). */
export const UPDATE_SCOPES = ['only_this_date', 'this_and_following', 'all_dates'] as const;
/** One of {@link UPDATE_SCOPES}. */
export type UpdateScope = (typeof UPDATE_SCOPES)[number];

/** Attendance statuses (§9); `late` carries minutes late. */
export const ABSENCE_STATUSES = ['present', 'absent', 'late'] as const;
/** One of {@link ABSENCE_STATUSES}. */
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

/** Supported languages (§1, §9); French is the default. */
export const LANGUAGES = ['fr', 'ar', 'en'] as const;
/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];
/** Language at start-up (§4, §9). */
export const DEFAULT_LANGUAGE: Language = 'fr';
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
/** Preferred phone country (§1, §9). */
export const PREFERRED_PHONE_COUNTRY = 'MA';

/** Error screen logo width on wide screens (§9). */
export const ERROR_LOGO_WIDE = 500;
/** Error screen logo width on narrow screens (§9). */
export const ERROR_LOGO_NARROW = 300;
/** Screen width (px) from which the error screen is wide (§9). */
export const ERROR_LOGO_BREAKPOINT_PX = 500;
/** Viewport-unit recalculation delay after an orientation or fullscreen change (§9). */
export const VIEWPORT_RECALC_DELAY_MS = 500;

/** Account types (§6). Any other value is an ordinary customer. */
export const ACCOUNT_TYPES = {
  admin: 'ad',
  library: 'li',
  schoolAdmin: 'sc_ad',
} as const;
