import { formatPrice } from "../../auth/domain/trialOffer";
import { type InvoiceState, isInvoicePaid } from "./subscriptionStates";
import { planDate } from "./subscriptionView";
import { SHARED_TEXTS } from "../../kernel/sharedTexts";

/** One line of an invoice (spec 3 §3 "Invoice item"). */
export interface InvoiceItem {
  readonly description: string;
  readonly quantity: number;
  /** Minor units. */
  readonly amount: number;
  readonly priceId: string | null;
}

/** An invoice (spec 3 §3 "Invoice"); money in minor units, instants as ISO strings. */
export interface Invoice {
  readonly id: string;
  readonly number: string;
  readonly state: InvoiceState;
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
  readonly currency: string;
  /** Relative to the API (fetched as a file through the HTTP port), or null when there is no document. */
  readonly downloadLink: string | null;
  readonly createdAt: string | null;
  readonly paidAt: string | null;
  readonly items: readonly InvoiceItem[];
}

export const INVOICE_TEXTS = {
  states: {
    draft: "Draft",
    open: "Open",
    paid: "Paid",
    uncollectible: "Uncollectible",
    void: "Void",
  } satisfies Record<InvoiceState, string>,
  paidOn: (date: string) => `Paid on ${date}`,
  download: (number: string) => `Download invoice ${number}`,
  /** Spec 3 §8 "Download". */
  somethingWentWrong: SHARED_TEXTS.somethingWentWrong,
  fileNotFound: "File is not found",
} as const;

/** Amount with its currency symbol and two decimals ("£7.99"). */
export const formatMoney = (amount: number, currency: string): string =>
  formatPrice({ unit_amount: amount, currency, recurring: null });

export const invoiceStateLabel = (state: InvoiceState): string => INVOICE_TEXTS.states[state];

/** Spec 3 §4: 'Paid on {date}' only for an invoice in state paid (and with a payment time). */
export const paidText = (invoice: Pick<Invoice, "state" | "paidAt">): string | null =>
  isInvoicePaid(invoice.state) && invoice.paidAt ? INVOICE_TEXTS.paidOn(planDate(invoice.paidAt)) : null;

export const invoicePeriodText = (invoice: Pick<Invoice, "periodStart" | "periodEnd">): string | null =>
  invoice.periodStart && invoice.periodEnd ? `${planDate(invoice.periodStart)} – ${planDate(invoice.periodEnd)}` : null;

export const invoiceTotalText = (invoice: Pick<Invoice, "total" | "currency">): string =>
  formatMoney(invoice.total, invoice.currency);

/** The name a saved invoice gets when the server does not name it. */
export const defaultInvoiceFileName = (number: string): string =>
  `Lectern-invoice-${number.replace(/[^\w.-]+/g, "-")}.html`;

/**
 * The file name of a content-disposition header (spec 3 §7 "File download"): `filename*=UTF-8''…`
 * wins over `filename="…"`; null when it names none.
 */
export const fileNameFromDisposition = (header: string | undefined | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, "")) || null;
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? "").trim();
  // Only a name, never a path the browser would be asked to write into.
  return name ? (name.split(/[\\/]/).pop() ?? null) || null : null;
};
