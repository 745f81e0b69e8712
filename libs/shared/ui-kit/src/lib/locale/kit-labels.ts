/**
 * The kit's own texts: hidden accessible names of the parts every app needs the same way (a close
 * button, a password toggle, pagination arrows...), in the three languages of the apps. As in
 * Shopify Polaris, a component takes them from here, in the language given to `ThemeRoot`, and a
 * prop overrides one where a screen needs a more precise name. Visible texts never come from here:
 * they stay props.
 */

import type { Language } from '@kk/i18n';

/** A language the kit has texts for: the apps' languages (`Language` of `@kk/i18n`). */
export type KitLanguage = Language;

/** The kit's texts in one language. */
export interface KitLabels {
  /** Close button of a dialog (Modal). */
  close: string;
  /** Password toggle while the password is hidden (PasswordField). */
  showPassword: string;
  /** Password toggle while the password is shown (PasswordField). */
  hidePassword: string;
  /** Region of the toasts (ToastProvider). */
  notifications: string;
  /** Close button of a toast (ToastProvider). */
  dismissNotification: string;
  /** Clear button of a search field (SearchBox). */
  clearSearch: string;
  /** Minus button of a quantity (QuantityStepper). */
  decrease: string;
  /** Plus button of a quantity (QuantityStepper). */
  increase: string;
  /** Remove button of uploaded image `number` (1-based) (ImageUploader). */
  removeImage: (number: number) => string;
  /** Announced while an image uploads (ImageUploader). */
  uploadingImage: string;
  /** List button of a view toggle (ViewToggle). */
  listView: string;
  /** Grid button of a view toggle (ViewToggle). */
  gridView: string;
  /** Back arrow of the header (AppHeader). */
  back: string;
  /** Previous-page button (Pagination). */
  previousPage: string;
  /** Next-page button (Pagination). */
  nextPage: string;
  /** Button of page `page` (Pagination). */
  page: (page: number) => string;
  /** Star `value` of `max`, one radio of a rating (RatingStars). */
  star: (value: number, max: number) => string;
  /** A read-only rating: `value` of `max` (RatingStars). */
  ratingValue: (value: number, max: number) => string;
  /** Announced while a chart's drawing library loads (BarChart, LineChart, PieChart). */
  loadingChart: string;
  /** Button that asks again for what failed to load (QueryState). */
  retry: string;
  /** Announced while a query loads (QueryState). */
  loading: string;
}

/** Arabic plural of نجمة (star): dual, 3–10 and 11+ take different forms. */
function arabicStars(count: number): string {
  if (count === 0) return 'بدون نجوم';
  if (count === 1) return 'نجمة واحدة';
  if (count === 2) return 'نجمتان';
  if (count % 100 >= 3 && count % 100 <= 10) return `${count} نجوم`;
  return `${count} نجمة`;
}

const fr: KitLabels = {
  close: 'Fermer',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  notifications: 'Notifications',
  dismissNotification: 'Fermer la notification',
  clearSearch: 'Effacer la recherche',
  decrease: 'Diminuer',
  increase: 'Augmenter',
  removeImage: (number) => `Retirer la photo ${number}`,
  uploadingImage: 'Envoi de la photo…',
  listView: 'Liste',
  gridView: 'Grille',
  back: 'Retour',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  page: (page) => `Page ${page}`,
  star: (value) => `${value} étoile${value > 1 ? 's' : ''}`,
  ratingValue: (value, max) => `Note : ${value} sur ${max}`,
  loadingChart: 'Chargement du graphique',
  retry: 'Réessayer',
  loading: 'Chargement…',
};

const ar: KitLabels = {
  close: 'إغلاق',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  notifications: 'الإشعارات',
  dismissNotification: 'إغلاق الإشعار',
  clearSearch: 'مسح البحث',
  decrease: 'إنقاص',
  increase: 'زيادة',
  removeImage: (number) => `إزالة الصورة ${number}`,
  uploadingImage: 'جارٍ إرسال الصورة…',
  listView: 'قائمة',
  gridView: 'شبكة',
  back: 'رجوع',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  page: (page) => `الصفحة ${page}`,
  star: (value) => arabicStars(value),
  ratingValue: (value, max) => `التقييم: ${value} من ${max}`,
  loadingChart: 'جارٍ تحميل الرسم البياني',
  retry: 'إعادة المحاولة',
  loading: 'جارٍ التحميل…',
};

const en: KitLabels = {
  close: 'Close',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  notifications: 'Notifications',
  dismissNotification: 'Dismiss notification',
  clearSearch: 'Clear the search',
  decrease: 'Decrease',
  increase: 'Increase',
  removeImage: (number) => `Remove photo ${number}`,
  uploadingImage: 'Uploading the photo…',
  listView: 'List',
  gridView: 'Grid',
  back: 'Back',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page) => `Page ${page}`,
  star: (value) => `${value} star${value === 1 ? '' : 's'}`,
  ratingValue: (value, max) => `Rating: ${value} out of ${max}`,
  loadingChart: 'Loading the chart',
  retry: 'Try again',
  loading: 'Loading…',
};

/** The kit's texts in each language; French is the reference. */
export const KIT_LABELS: Readonly<Record<KitLanguage, KitLabels>> = { fr, ar, en };
