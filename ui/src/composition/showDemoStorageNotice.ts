import type { DemoStorageReport } from "@lectern/adapters/demo/db/DemoStorageReport";
import { showStorageNotice } from "../features/storage/showStorageNotice";

/**
 * Says what the in-tab backend found in this browser's storage, with an export of what is stored
 * there (its code, and fflate's, loaded when the user asks). Loaded only when there is a problem.
 */
export const showDemoStorageNotice = (report: DemoStorageReport): void =>
  showStorageNotice(report, async () =>
    (await import("@lectern/adapters/demo/db/exportSavedData")).exportSavedData(indexedDB),
  );
