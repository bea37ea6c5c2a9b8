import type { InvoiceFile } from "@lectern/core/billing/application/DownloadInvoice";
import { saveFile } from "../../../kit/saveFile";

/** Hands a fetched invoice to the browser's download under its own name. */
export const saveInvoiceFile = (file: InvoiceFile): void =>
  saveFile(
    new Blob([typeof file.content === "string" ? file.content : new Uint8Array(file.content)], {
      type: file.mediaType,
    }),
    file.name,
  );
