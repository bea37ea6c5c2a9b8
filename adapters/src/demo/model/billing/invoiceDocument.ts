import type { DemoInvoice, DemoUser } from "../../db/DemoSnapshot";

/** Who sells the plans, as printed on every invoice. */
export const SELLER = {
  name: "Lectern Learning Ltd",
  address: ["1 Library Lane", "Cambridge CB2 1TN", "United Kingdom"],
  email: "billing@lectern.example",
  vat: "GB 123 4567 89",
} as const;

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Minor units as money, e.g. 799 GBP → £7.99 (an unknown currency falls back to its code). */
export const formatMoney = (minor: number, currency: string): string => {
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
};

const formatDate = (at: number): string =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(at);

const STATE_LABELS: Readonly<Record<DemoInvoice["state"], string>> = {
  draft: "Draft",
  open: "Open — not paid",
  paid: "Paid",
  uncollectible: "Uncollectible",
  void: "Void",
};

/** The invoice's file name (content-disposition). */
export const invoiceFileName = (invoice: DemoInvoice): string => `Lectern-invoice-${invoice.number}.html`;

export interface InvoiceDocumentInput {
  readonly invoice: DemoInvoice;
  readonly customer: DemoUser;
  /** The customer's country name, when known. */
  readonly country: string | null;
  /** The promo code whose discount the invoice shows, when there is one. */
  readonly couponCode: string | null;
}

/**
 * The invoice as a self-contained HTML document (no external resources: it opens offline and
 * prints as it shows): seller, customer, the period, items, discount, total and state. Every value
 * from the database is escaped.
 */
export const invoiceDocument = ({ invoice, customer, country, couponCode }: InvoiceDocumentInput): string => {
  const e = escapeHtml;
  const money = (minor: number) => e(formatMoney(minor, invoice.currency));
  const name = `${customer.profile.first_name} ${customer.profile.last_name}`.trim() || customer.email;
  const rows = invoice.items
    .map(
      (item) => `
          <tr>
            <td>${e(item.description)}<div class="muted">${e(formatDate(invoice.periodStart))} – ${e(formatDate(invoice.periodEnd))}</div></td>
            <td class="num">${item.quantity}</td>
            <td class="num">${money(item.amount)}</td>
            <td class="num">${money(item.amount * item.quantity)}</td>
          </tr>`,
    )
    .join("");
  const discountLabel = couponCode ? `Discount (${e(couponCode)})` : "Discount";
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${e(invoice.number)} — Lectern</title>
<style>
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #F4F5F7; color: #2C2D3F; font: 15px/1.5 "Mulish", "Segoe UI", Helvetica, Arial, sans-serif; }
  main { max-width: 820px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 48px; box-shadow: 0 2px 12px rgba(44, 45, 63, 0.08); }
  header { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; border-bottom: 4px solid #3ACE8B; padding-bottom: 24px; }
  .brand { font-size: 28px; font-weight: 800; color: #2C2D3F; letter-spacing: -0.5px; }
  .brand span { color: #3ACE8B; }
  h1 { margin: 0; font-size: 22px; text-align: right; }
  .muted { color: #6D6D78; font-size: 13px; }
  .state { display: inline-block; margin-top: 8px; padding: 2px 12px; border-radius: 999px; font-weight: 700; font-size: 13px; }
  .state-paid { background: #ECFFF0; color: #1d7a4f; }
  .state-open, .state-draft { background: #FFF5DB; color: #8a5a00; }
  .state-uncollectible, .state-void { background: #FFF0F0; color: #D1414C; }
  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; margin: 32px 0; }
  .parties h2, .meta h2 { margin: 0 0 6px; font-size: 12px; text-transform: uppercase; letter-spacing: 1px; color: #6D6D78; }
  .parties p { margin: 0; }
  .meta { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; background: #F1F6FF; border-radius: 8px; padding: 16px 20px; }
  .meta p { margin: 0; font-weight: 700; }
  table { width: 100%; border-collapse: collapse; margin-top: 32px; }
  th { text-align: left; font-size: 12px; text-transform: uppercase; letter-spacing: 1px; color: #6D6D78; border-bottom: 1px solid #E8EAEE; padding: 8px 0; }
  td { padding: 14px 0; border-bottom: 1px solid #E8EAEE; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; padding-left: 16px; }
  .totals { margin: 24px 0 0 auto; width: 320px; }
  .totals div { display: flex; justify-content: space-between; padding: 6px 0; }
  .totals .total { border-top: 2px solid #2C2D3F; margin-top: 6px; padding-top: 12px; font-size: 20px; font-weight: 800; }
  footer { margin-top: 48px; color: #6D6D78; font-size: 13px; border-top: 1px solid #E8EAEE; padding-top: 16px; }
  @media print { body { background: #fff; } main { box-shadow: none; margin: 0; } }
</style>
</head>
<body>
<main>
  <header>
    <div>
      <div class="brand">Lect<span>ern</span></div>
      <div class="muted">${e(SELLER.name)}</div>
    </div>
    <div>
      <h1>Invoice ${e(invoice.number)}</h1>
      <div class="muted" style="text-align:right">Issued ${e(formatDate(invoice.createdAt))}</div>
      <div style="text-align:right"><span class="state state-${e(invoice.state)}">${e(STATE_LABELS[invoice.state])}</span></div>
    </div>
  </header>
  <section class="parties">
    <div>
      <h2>From</h2>
      <p><strong>${e(SELLER.name)}</strong></p>
      ${SELLER.address.map((line) => `<p>${e(line)}</p>`).join("")}
      <p>${e(SELLER.email)}</p>
      <p class="muted">VAT ${e(SELLER.vat)}</p>
    </div>
    <div>
      <h2>Billed to</h2>
      <p><strong>${e(name)}</strong></p>
      <p>${e(customer.email)}</p>
      ${country ? `<p>${e(country)}</p>` : ""}
    </div>
  </section>
  <section class="meta">
    <div><h2>Invoice number</h2><p>${e(invoice.number)}</p></div>
    <div><h2>Period</h2><p>${e(formatDate(invoice.periodStart))} – ${e(formatDate(invoice.periodEnd))}</p></div>
    <div><h2>${invoice.paidAt === null ? "Amount due" : "Paid on"}</h2><p>${
      invoice.paidAt === null ? money(invoice.total) : e(formatDate(invoice.paidAt))
    }</p></div>
  </section>
  <table>
    <thead><tr><th>Description</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead>
    <tbody>${rows}
    </tbody>
  </table>
  <section class="totals">
    <div><span>Subtotal</span><span>${money(invoice.subtotal)}</span></div>
    <div><span>${discountLabel}</span><span>${invoice.discount > 0 ? `−${money(invoice.discount)}` : money(0)}</span></div>
    <div class="total"><span>Total</span><span>${money(invoice.total)}</span></div>
  </section>
  <footer>
    <p>Amounts in ${e(invoice.currency)}. ${
      invoice.state === "paid" ? "Thank you — this invoice has been paid." : "This invoice has not been paid yet."
    }</p>
    <p>This is a Lectern demo invoice: no real payment was taken.</p>
  </footer>
</main>
</body>
</html>
`;
};
