import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import { INVOICE_TEXTS, type Invoice, defaultInvoiceFileName, fileNameFromDisposition } from "../domain/invoiceView";

/** A fetched document, ready for the interface to hand to the browser's download. */
export interface InvoiceFile {
  readonly name: string;
  readonly mediaType: string;
  /** Text for an HTML document; bytes when the server sent binary content. */
  readonly content: string | Uint8Array;
}

export type InvoiceDownload =
  | { readonly ok: true; readonly file: InvoiceFile }
  | { readonly ok: false; readonly title: string; readonly message: string };

const header = (headers: Readonly<Record<string, string>>, name: string): string | undefined =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/** Spec 3 §8 "Download": 404 → 'File is not found'; anything else keeps its own message. */
const downloadProblem = (error: unknown): { title: string; message: string } => ({
  title: INVOICE_TEXTS.somethingWentWrong,
  message: isApiError(error) && error.status === 404 ? INVOICE_TEXTS.fileNotFound : errorText(error),
});

/**
 * An invoice's document (spec 3 §7 "File download"): its `download_link` is relative to the API, so
 * it is fetched through the HTTP port with the user's token — never put in the page as an address
 * (the in-tab demo has no server to answer one). The file name comes from content-disposition.
 */
export class DownloadInvoice {
  constructor(private readonly api: ApiClient) {}

  async execute(invoice: Pick<Invoice, "number" | "downloadLink">): Promise<InvoiceDownload> {
    if (!invoice.downloadLink) return { ok: false, ...downloadProblem(new Error(INVOICE_TEXTS.fileNotFound)) };
    try {
      const response = await this.api.send({
        method: "GET",
        path: invoice.downloadLink,
        headers: { Accept: "text/html, application/pdf;q=0.9, */*;q=0.8" },
        noCache: true,
      });
      const name =
        fileNameFromDisposition(header(response.headers, "content-disposition")) ??
        defaultInvoiceFileName(invoice.number);
      const mediaType = header(response.headers, "content-type") ?? "text/html; charset=utf-8";
      const body = response.body;
      const content =
        typeof body === "string" || body instanceof Uint8Array ? body : body === null ? "" : JSON.stringify(body);
      if (content.length === 0) return { ok: false, ...downloadProblem(new Error(INVOICE_TEXTS.fileNotFound)) };
      return { ok: true, file: { name, mediaType, content } };
    } catch (error) {
      return { ok: false, ...downloadProblem(error) };
    }
  }
}
