import { DownloadInvoice } from "@lectern/core/billing/application/DownloadInvoice";
import { InvoiceList, hasMoreInvoices } from "@lectern/core/billing/application/InvoiceList";
import { firstValueFrom, filter } from "rxjs";
import { describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { anInvoicePage } from "./portalDocuments";

const pages = (total: number) =>
  new ScriptedHttp().on("GET", "invoices", (request) => {
    const query = new URLSearchParams(request.url.split("?")[1]);
    return ok(anInvoicePage(Number(query.get("page[number]")), Number(query.get("page[size]")), total));
  });

describe("InvoiceList (paged, spec 3 §9 page size 20)", () => {
  it("reads page 1 of 20, then appends the next pages until there are no more", async () => {
    const http = pages(45);
    const list = new InvoiceList(apiOver(http).api);
    list.state$.subscribe();
    await firstValueFrom(list.state$.pipe(filter((state) => state.status === "ready")));
    expect(http.sent[0]?.url).toBe("invoices?page%5Bnumber%5D=1&page%5Bsize%5D=20");
    expect(list.state.invoices).toHaveLength(20);
    expect(hasMoreInvoices(list.state)).toBe(true);
    await list.loadMore();
    await list.loadMore();
    expect(list.state.invoices).toHaveLength(45);
    expect(new Set(list.state.invoices.map((invoice) => invoice.id)).size).toBe(45);
    expect(hasMoreInvoices(list.state)).toBe(false);
    await list.loadMore();
    expect(http.sent).toHaveLength(3);
  });

  it("is ready and empty with no invoices", async () => {
    const list = new InvoiceList(apiOver(pages(0)).api);
    list.state$.subscribe();
    await firstValueFrom(list.state$.pipe(filter((state) => state.status === "ready")));
    expect(list.state.invoices).toEqual([]);
    expect(hasMoreInvoices(list.state)).toBe(false);
  });
});

describe("DownloadInvoice (spec 3 §7 'File download')", () => {
  it("fetches the API-relative link and names the file from content-disposition", async () => {
    const http = new ScriptedHttp().on("GET", "demo/invoices/in_1/document", {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-disposition": 'attachment; filename="Lectern-invoice-LECT-0001.html"',
      },
      body: "<!doctype html><title>LECT-0001</title>",
    });
    const outcome = await new DownloadInvoice(apiOver(http).api).execute({
      number: "LECT-0001",
      downloadLink: "demo/invoices/in_1/document",
    });
    expect(outcome).toEqual({
      ok: true,
      file: {
        name: "Lectern-invoice-LECT-0001.html",
        mediaType: "text/html; charset=utf-8",
        content: "<!doctype html><title>LECT-0001</title>",
      },
    });
  });

  it("says 'File is not found' for a 404 (spec 3 §8)", async () => {
    const http = new ScriptedHttp();
    const outcome = await new DownloadInvoice(apiOver(http).api).execute({
      number: "LECT-0009",
      downloadLink: "demo/invoices/in_9/document",
    });
    expect(outcome).toEqual({ ok: false, title: "Something went wrong", message: "File is not found" });
  });
});
