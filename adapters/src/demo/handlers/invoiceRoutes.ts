import { BILLING_TEXTS } from "../model/billing/billingTexts";
import { invoiceDocument, invoiceFileName } from "../model/billing/invoiceDocument";
import { findInvoice, invoiceResource, invoicesOf } from "../model/billing/invoices";
import { advanceSubscriptionsOf } from "../model/billing/subscriptions";
import { DemoHttpError } from "../routing/DemoHttpError";
import { reply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/** Spec 3 §9: default page 1 of 20. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** A positive whole number from the query, or the fallback. */
const pageNumber = (value: string | null, fallback: number): number => {
  const parsed = value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : fallback;
};

/**
 * Invoices (contract 14): the user's, newest first, by page (JSON:API page[number] and page[size],
 * spec 3 §9), and each one's document — a real HTML invoice the app downloads and saves.
 */
export const invoiceRoutes: readonly Route[] = [
  authRoute("GET", "invoices", ({ request, db, user, now }) => {
    advanceSubscriptionsOf(db, user.id, now());
    const page = pageNumber(request.query.get("page[number]"), 1);
    const limit = Math.min(MAX_PAGE_SIZE, pageNumber(request.query.get("page[size]"), DEFAULT_PAGE_SIZE));
    const all = invoicesOf(db.data, user.id);
    return reply({
      data: all.slice((page - 1) * limit, page * limit).map(invoiceResource),
      meta: {
        pagination: {
          page,
          limit,
          total_records: all.length,
          total_pages: Math.ceil(all.length / limit),
        },
      },
    });
  }),

  authRoute("GET", "demo/invoices/{id}/document", ({ params, db, user }) => {
    const invoice = findInvoice(db.data, user.id, params["id"] ?? "");
    if (!invoice) throw new DemoHttpError(404, { title: BILLING_TEXTS.invoiceNotFound, source: { parameter: "id" } });
    const subscription = db.data.subscriptions.find((candidate) => candidate.id === invoice.subscriptionId);
    const country = db.data.countries.find((candidate) => candidate.id === user.profile.country)?.name ?? null;
    return {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-disposition": `attachment; filename="${invoiceFileName(invoice)}"`,
      },
      body: invoiceDocument({
        invoice,
        customer: user,
        country,
        couponCode: invoice.discount > 0 ? (subscription?.couponCode ?? null) : null,
      }),
    };
  }),
];
