import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";
import type { Invoice } from "../domain/invoiceView";
import { INVOICE_STATES } from "../domain/subscriptionStates";

const InvoiceResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    number: Schema.String,
    state: Schema.Literals(INVOICE_STATES),
    period_start: Nullable(Schema.String),
    period_end: Nullable(Schema.String),
    subtotal: Nullable(Schema.Number),
    discount: Nullable(Schema.Number),
    total: Schema.Number,
    currency: Schema.String,
    download_link: Nullable(Schema.String),
    created_at: Nullable(Schema.String),
    paid_at: Nullable(Schema.String),
    items: Nullable(
      Schema.Array(
        Schema.Struct({
          description: Schema.String,
          quantity: Nullable(Schema.Number),
          amount: Schema.Number,
          price_id: Nullable(Id),
        }),
      ),
    ),
  }),
});
export type InvoiceResource = typeof InvoiceResource.Type;

/** Spec 3 §7 list pages: `meta.pagination`. */
const Pagination = Schema.Struct({
  page: Schema.Number,
  limit: Nullable(Schema.Number),
  total_records: Schema.Number,
  total_pages: Nullable(Schema.Number),
});

/** `GET invoices?page[number]=…&page[size]=…`: one page of the user's invoices, newest first. */
export const InvoicesReply = Schema.Struct({
  data: Schema.Array(InvoiceResource),
  meta: Schema.Struct({ pagination: Pagination }),
});
export type InvoicesReply = typeof InvoicesReply.Type;

export const toInvoice = ({ id, attributes }: InvoiceResource): Invoice => ({
  id: String(id),
  number: attributes.number,
  state: attributes.state,
  periodStart: attributes.period_start ?? null,
  periodEnd: attributes.period_end ?? null,
  subtotal: attributes.subtotal ?? attributes.total,
  discount: attributes.discount ?? 0,
  total: attributes.total,
  currency: attributes.currency,
  downloadLink: attributes.download_link ?? null,
  createdAt: attributes.created_at ?? null,
  paidAt: attributes.paid_at ?? null,
  items: (attributes.items ?? []).map((item) => ({
    description: item.description,
    quantity: item.quantity ?? 1,
    amount: item.amount,
    priceId: item.price_id === undefined || item.price_id === null ? null : String(item.price_id),
  })),
});

export interface InvoicePage {
  readonly invoices: readonly Invoice[];
  readonly page: number;
  readonly totalRecords: number;
  readonly totalPages: number;
}

export const toInvoicePage = (reply: InvoicesReply, pageSize: number): InvoicePage => {
  const { page, total_records, total_pages, limit } = reply.meta.pagination;
  return {
    invoices: reply.data.map(toInvoice),
    page,
    totalRecords: total_records,
    totalPages: total_pages ?? Math.ceil(total_records / Math.max(1, limit ?? pageSize)),
  };
};
