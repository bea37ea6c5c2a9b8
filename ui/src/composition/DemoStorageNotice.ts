import type { DemoStorageReport } from "@lectern/adapters/demo/db/DemoStorageReport";
import { BehaviorSubject } from "rxjs";
import type { StorageNotice, StorageProblem } from "../features/storage/StorageNotice";

/**
 * The demo mode's StorageNotice: learns what the in-tab backend found when it opened, and exports
 * this browser's stored data with code (and fflate) fetched only when the user asks.
 */
export class DemoStorageNotice implements StorageNotice {
  readonly #problem = new BehaviorSubject<StorageProblem | null>(null);
  readonly problem$ = this.#problem.asObservable();

  /** Called once the backend has opened: null when its storage is sound. */
  opened(report: DemoStorageReport | null): void {
    if (!report) return;
    // Storage the browser would not open at all has nothing to export.
    this.#problem.next({ kind: report.kind, durable: report.durable, exportable: report.kind !== "unavailable" });
  }

  async exportSavedData(): Promise<Blob> {
    const { exportSavedData } = await import("@lectern/adapters/demo/db/exportSavedData");
    return new Blob([(await exportSavedData(globalThis.indexedDB)) as Uint8Array<ArrayBuffer>], {
      type: "application/zip",
    });
  }
}
