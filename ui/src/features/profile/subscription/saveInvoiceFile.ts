import type { InvoiceFile } from "@lectern/core/billing/application/DownloadInvoice";

// Long enough for the browser to have read the download; the document is small.
const REVOKE_AFTER_MS = 60_000;

/** Hands a fetched invoice to the browser's download under its own name (spec 3 §7 "File download"). */
export const saveInvoiceFile = (file: InvoiceFile): void => {
  const part = typeof file.content === "string" ? file.content : new Uint8Array(file.content);
  const url = URL.createObjectURL(new Blob([part], { type: file.mediaType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
};

/**
 * Goes to the provider's card page: an address of this app (the demo's provider) through the router,
 * any other (a real provider's hosted page) as a full page load.
 */
export const isAppPath = (url: string): boolean => url.startsWith("/") && !url.startsWith("//");
