import * as z from 'zod/mini';
import { PAYMENT_MODES } from '../constants';
import { isValidCharge, isValidQuantity, isValidUnitPrice } from './validation';

/**
 * Billing entities of school management (§1 payments, billing, receipts, discounts; §3 bill and
 * receipt lines with unit price, quantity, VAT, discount, tax). No call of §7 reads or writes them;
 * they are here for the screens and the §5 rules. Amounts are in Dhs.
 */

const unitPrice = z.number().check(z.refine(isValidUnitPrice, 'Unit price must be greater than 0'));
const quantity = z.number().check(z.refine(isValidQuantity, 'Quantity must be at least 1'));
const charge = (label: string) => z.number().check(z.refine(isValidCharge, `${label} must be at least 0`));

/**
 * A bill or receipt line. `vat_rate` is a percentage applied after the discount; `discount` and
 * `tax` are amounts in Dhs (the tax is a fixed amount such as a stamp duty, added last).
 */
export const billLineSchema = z.object({
  label: z.string().check(z.minLength(1)),
  unit_price: unitPrice,
  quantity,
  vat_rate: charge('VAT'),
  discount: charge('Discount'),
  tax: charge('Tax'),
});
/** A bill line. */
export type BillLine = z.output<typeof billLineSchema>;

/** A receipt line has the same fields as a bill line. */
export const receiptLineSchema = billLineSchema;
/** A receipt line. */
export type ReceiptLine = BillLine;

/** Total of one line in Dhs: (unit price × quantity − discount) × (1 + VAT%) + tax, rounded to cents. */
export function lineTotal(line: Pick<BillLine, 'unit_price' | 'quantity' | 'vat_rate' | 'discount' | 'tax'>): number {
  const net = line.unit_price * line.quantity - line.discount;
  return Math.round((net * (1 + line.vat_rate / 100) + line.tax) * 100) / 100;
}

/** Total of several lines in Dhs. */
export function linesTotal(
  lines: readonly Pick<BillLine, 'unit_price' | 'quantity' | 'vat_rate' | 'discount' | 'tax'>[],
): number {
  return Math.round(lines.reduce((sum, l) => sum + lineTotal(l), 0) * 100) / 100;
}

/** Bill states (labels of §4: Paid/Unpaid). */
export const BILL_STATUSES = ['unpaid', 'paid'] as const;
/** One of {@link BILL_STATUSES}. */
export type BillStatus = (typeof BILL_STATUSES)[number];

/** A bill sent to a student's family. Fields chosen: number, student, dates, lines, status. */
export const billSchema = z.object({
  id: z.number(),
  number: z.string(),
  student_id: z.number(),
  /** ISO dates. */
  date: z.string(),
  due_date: z.string(),
  lines: z.array(billLineSchema),
  status: z.enum(BILL_STATUSES),
});
/** A bill. */
export type Bill = z.output<typeof billSchema>;

/** A receipt for a payment of a bill. Fields chosen: bill, date, payment mode (§9 values), lines. */
export const receiptSchema = z.object({
  id: z.number(),
  number: z.string(),
  bill_id: z.number(),
  date: z.string(),
  payment_mode: z.union([
    z.literal(PAYMENT_MODES.creditCard),
    z.literal(PAYMENT_MODES.virement),
    z.literal(PAYMENT_MODES.cash),
  ]),
  lines: z.array(receiptLineSchema),
});
/** A receipt. */
export type Receipt = z.output<typeof receiptSchema>;

/** How often a fee package is billed. */
export const FEE_PACKAGE_PERIODS = ['monthly', 'trimester', 'yearly', 'once'] as const;
/** One of {@link FEE_PACKAGE_PERIODS}. */
export type FeePackagePeriod = (typeof FEE_PACKAGE_PERIODS)[number];

/**
 * A fee package (forfait): a priced bundle of services a school sells (tuition, transport, canteen, ...).
 * Fields chosen: name, price per period, the services included.
 */
export const feePackageSchema = z.object({
  id: z.number(),
  name: z.string().check(z.minLength(1)),
  price: unitPrice,
  period: z.enum(FEE_PACKAGE_PERIODS),
  services: z.array(z.string()),
});
/** A fee package. */
export type FeePackage = z.output<typeof feePackageSchema>;
