import type { PageDataState } from "./pageDataState";

/** A page's one load status, as the pages that show a list or a record with a single status do. */
export type ShownLoadStatus = "idle" | "loading" | "ready" | "failed";

/**
 * What such a page shows of its PageData: `data` to show (`null`: what was shown goes, as when the
 * last reader left; `undefined`: what is shown stays), the status and its error. A failed re-read is
 * `failed` with the older data kept; a re-read after a failure is `loading` until it answers; a
 * re-read behind shown data is quiet.
 */
export const shownLoad = <T>(
  view: PageDataState<T>,
  shown: ShownLoadStatus,
): { readonly status: ShownLoadStatus; readonly error: string | null; readonly data: T | null | undefined } => {
  switch (view.status) {
    case "idle":
      return { status: "idle", error: null, data: null };
    case "loading":
      return { status: "loading", error: null, data: undefined };
    case "failed":
      return { status: "failed", error: view.failure.message, data: undefined };
    case "ready":
      if (view.refreshFailed) return { status: "failed", error: view.refreshFailed.message, data: view.data };
      if (view.refreshing) return { status: shown === "ready" ? "ready" : "loading", error: null, data: view.data };
      return { status: "ready", error: null, data: view.data };
  }
};
