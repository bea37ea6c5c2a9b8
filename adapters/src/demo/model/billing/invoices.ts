import type { IssueInvoice } from "@lectern/core/billing/domain/subscriptionLifecycle";
import type { DemoInvoice, DemoSnapshot } from "../../db/DemoSnapshot";
import { iso } from "../../routing/replies";

/** Invoice numbers as printed: LECT-0001, LECT-0002, … (wider once past 9999). */
export const invoiceNumber = (sequence: number): string => `LECT-${String(sequence).padStart(4, "0")}`;

/** Where the app downloads an invoice's document (relative to the API). */
export const invoiceDocumentPath = (invoiceId: string): string => `demo/invoices/${invoiceId}/document`;

/** Stores the invoice the life cycle asked for, numbered from counters.invoices. */
export const issueInvoice = (
  data: DemoSnapshot,
  userId: string,
  subscriptionId: string,
  effect: IssueInvoice,
  at: number,
): DemoInvoice => {
  data.counters.invoices += 1;
  const sequence = data.counters.invoices;
  const invoice: DemoInvoice = {
    id: String(sequence),
    userId,
    subscriptionId,
    number: invoiceNumber(sequence),
    state: effect.state,
    periodStart: effect.periodStart,
    periodEnd: effect.periodEnd,
    subtotal: effect.subtotal,
    discount: effect.discount,
    total: effect.total,
    currency: effect.currency,
    items: effect.lines.map((line) => ({ ...line })),
    createdAt: at,
    paidAt: effect.state === "paid" ? at : null,
  };
  data.invoices.push(invoice);
  return invoice;
};

/** A user's invoices, newest first (the same moment: the later number first). */
export const invoicesOf = (data: Readonly<DemoSnapshot>, userId: string): DemoInvoice[] =>
  data.invoices
    .filter((invoice) => invoice.userId === userId)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));

export const findInvoice = (data: Readonly<DemoSnapshot>, userId: string, id: string): DemoInvoice | null =>
  data.invoices.find((invoice) => invoice.id === id && invoice.userId === userId) ?? null;

/** A `customers_invoices` resource (contract 14 "Invoices"). */
export const invoiceResource = (invoice: DemoInvoice) => ({
  id: invoice.id,
  type: "customers_invoices",
  attributes: {
    number: invoice.number,
    state: invoice.state,
    period_start: iso(invoice.periodStart),
    period_end: iso(invoice.periodEnd),
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    total: invoice.total,
    currency: invoice.currency,
    download_link: invoiceDocumentPath(invoice.id),
    created_at: iso(invoice.createdAt),
    paid_at: invoice.paidAt === null ? null : iso(invoice.paidAt),
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      amount: item.amount,
      price_id: item.priceId,
    })),
  },
});
