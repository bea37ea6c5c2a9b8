import type { DemoInvoice, DemoUser } from "@lectern/adapters/demo/db/DemoSnapshot";
import {
  SELLER,
  formatMoney,
  invoiceDocument,
  invoiceFileName,
} from "@lectern/adapters/demo/model/billing/invoiceDocument";
import { invoiceNumber } from "@lectern/adapters/demo/model/billing/invoices";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const INVOICE: DemoInvoice = {
  id: "7",
  userId: "1",
  subscriptionId: "1",
  number: "LECT-0007",
  state: "paid",
  periodStart: Date.UTC(2026, 10, 22, 9),
  periodEnd: Date.UTC(2026, 11, 22, 9),
  subtotal: 799,
  discount: 160,
  total: 639,
  currency: "GBP",
  items: [{ description: "Lectern Notes", quantity: 1, amount: 799, priceId: "price_notes_monthly" }],
  createdAt: Date.UTC(2026, 10, 22, 9),
  paidAt: Date.UTC(2026, 10, 22, 9),
};

const customer = (first_name: string, last_name = "Lovelace"): DemoUser => ({
  id: "1",
  email: "ada@example.org",
  passwordHash: null,
  profile: {
    first_name,
    last_name,
    avatar: null,
    referral: null,
    country: "GB",
    widget_type: "advanced",
    secondary_email: null,
    phone_code: null,
    phone_number: null,
    institution: null,
    currency: null,
  },
  utm: {},
  licences: [],
  createdAt: 0,
  archivedAt: null,
});

describe("the invoice document", () => {
  it("shows the seller, the customer, the period, the items, the discount, the total and the state", () => {
    const html = invoiceDocument({
      invoice: INVOICE,
      customer: customer("Ada"),
      country: "United Kingdom",
      couponCode: "studentbeans",
    });
    for (const text of [
      SELLER.name,
      "Ada Lovelace",
      "ada@example.org",
      "United Kingdom",
      "LECT-0007",
      "22 November 2026",
      "22 December 2026",
      "Lectern Notes",
      "£7.99",
      "Discount (studentbeans)",
      "−£1.60",
      "£6.39",
      "Paid",
    ]) {
      expect(html).toContain(text);
    }
    expect(invoiceFileName(INVOICE)).toBe("Lectern-invoice-LECT-0007.html");
  });

  it("says an open invoice is not paid and shows the amount due", () => {
    const html = invoiceDocument({
      invoice: { ...INVOICE, state: "open", paidAt: null },
      customer: customer("Ada"),
      country: null,
      couponCode: null,
    });
    expect(html).toContain("Open — not paid");
    expect(html).toContain("Amount due");
    expect(html).toContain("This invoice has not been paid yet.");
  });

  it("escapes whatever the customer typed, so no markup of theirs gets in", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (first, description) => {
        const html = invoiceDocument({
          invoice: { ...INVOICE, items: [{ ...INVOICE.items[0]!, description: `<b>${description}` }] },
          customer: customer(`<script>${first}`),
          country: "<i>Nowhere</i>",
          couponCode: "<u>x</u>",
        });
        expect(html).not.toMatch(/<script|<b>|<i>|<u>/);
        expect(html).toContain("&lt;script&gt;");
      }),
    );
  });

  it("numbers invoices LECT-0001 onwards", () => {
    expect([1, 42, 9999, 12345].map(invoiceNumber)).toEqual(["LECT-0001", "LECT-0042", "LECT-9999", "LECT-12345"]);
    expect(formatMoney(-266, "GBP")).toBe("-£2.66");
    expect(formatMoney(1000, "EUR")).toBe("€10.00");
  });
});
