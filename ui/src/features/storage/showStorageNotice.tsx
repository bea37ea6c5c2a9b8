import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { StorageProblem } from "./StorageProblem";
import { StorageNoticeBanner } from "./StorageNoticeBanner";

/**
 * Puts the stored-data notice above the app, on every page from now on (issue 19: broken storage
 * is never silent). A root of its own, loaded only when there is a problem: the app's tree would
 * have to carry a host for it on every first load, /auth/login's included, whose budget has no room.
 */
export const showStorageNotice = (
  problem: StorageProblem,
  exportSavedData: () => Promise<Blob>,
  page: Document = document,
): void => {
  const host = page.createElement("div");
  page.body.prepend(host);
  createRoot(host).render(
    <StrictMode>
      <StorageNoticeBanner problem={problem} exportSavedData={exportSavedData} />
    </StrictMode>,
  );
};
