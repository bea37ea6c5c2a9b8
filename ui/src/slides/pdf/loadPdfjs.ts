import { type Wait, withAssetRetry } from "@lectern/core/slides/domain/assetRetry";

type Pdfjs = typeof import("pdfjs-dist");

const realWait: Wait = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let loading: Promise<Pdfjs> | null = null;

/**
 * pdf.js and its worker, fetched on first use only (ARCHITECTURE rule 12: never in a route's first
 * load) and retried 3 times (spec 3 §9). The worker is a separate asset of our own build, never a CDN.
 * A load that failed every try is forgotten, so a later open tries again.
 */
export const loadPdfjs = (wait: Wait = realWait): Promise<Pdfjs> =>
  (loading ??= withAssetRetry(async () => {
    const [pdfjs, worker] = await Promise.all([
      import("pdfjs-dist"),
      import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
    ]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  }, wait).catch((error: unknown) => {
    loading = null;
    throw error;
  }));
