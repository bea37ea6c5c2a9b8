import { InvoicesReply, toInvoicePage } from "@lectern/core/billing/api/invoicesReply";
import {
  INVOICE_TEXTS,
  defaultInvoiceFileName,
  fileNameFromDisposition,
  invoicePeriodText,
  invoiceTotalText,
  paidText,
} from "@lectern/core/billing/domain/invoiceView";
import { INVOICE_STATES } from "@lectern/core/billing/domain/subscriptionStates";
import { planDate } from "@lectern/core/billing/domain/subscriptionView";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anInvoicePage, anInvoiceResource } from "./portalDocuments";

describe("invoice view (spec 3 §4 invoice states)", () => {
  it("reads a page of invoices with its pagination", () => {
    const page = toInvoicePage(Schema.decodeUnknownSync(InvoicesReply)(anInvoicePage(2, 20, 45)), 20);
    expect(page.page).toBe(2);
    expect(page.totalPages).toBe(3);
    expect(page.totalRecords).toBe(45);
    expect(page.invoices.map((invoice) => invoice.number)[0]).toBe("LECT-0021");
    expect(page.invoices[0]).toMatchObject({
      total: 799,
      currency: "GBP",
      downloadLink: "demo/invoices/in_21/document",
    });
  });

  it("says 'Paid on {date}' only for a paid invoice", () => {
    fc.assert(
      fc.property(fc.constantFrom(...INVOICE_STATES), (state) => {
        const text = paidText({ state, paidAt: "2026-03-01T12:00:05.000Z" });
        expect(text !== null).toBe(state === "paid");
      }),
    );
    expect(paidText({ state: "paid", paidAt: "2026-03-01T12:00:05.000Z" })).toBe(
      INVOICE_TEXTS.paidOn(planDate("2026-03-01T12:00:05.000Z")),
    );
    expect(paidText({ state: "paid", paidAt: null })).toBeNull();
  });

  it("prints the total in its currency and the period", () => {
    const resource = anInvoiceResource(1);
    expect(invoiceTotalText({ total: resource.attributes.total, currency: "GBP" })).toBe("£7.99");
    expect(invoiceTotalText({ total: 1250, currency: "EUR" })).toBe("€12.50");
    expect(invoicePeriodText({ periodStart: null, periodEnd: null })).toBeNull();
  });

  it("takes the file name from content-disposition, never a path", () => {
    expect(fileNameFromDisposition('attachment; filename="Lectern-invoice-LECT-0001.html"')).toBe(
      "Lectern-invoice-LECT-0001.html",
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Rechnung%20%C3%A4.html")).toBe("Rechnung ä.html");
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(fileNameFromDisposition("inline")).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (header) => {
        const name = fileNameFromDisposition(header);
        if (name !== null) expect(name).not.toMatch(/[\\/]/);
      }),
    );
    expect(defaultInvoiceFileName("LECT-0001")).toBe("Lectern-invoice-LECT-0001.html");
  });
});
