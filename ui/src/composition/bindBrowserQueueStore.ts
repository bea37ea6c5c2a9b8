import { IdbQueueStore } from "@lectern/adapters/storage/IdbQueueStore";
import { QueueStore } from "@lectern/core/ports/QueueStore";
import type { Container } from "inversify";
import { Subject } from "rxjs";

/** Told when the local database skipped a damaged row; the upload queue shows it to the user. */
export const QueueStoreWarnings = Symbol.for("QueueStoreWarnings");

/**
 * The local widget database of every browser-hosted mode (spec 2 §3): IndexedDB, opened in the
 * background so a failure to open reaches the user through the queue's first restore.
 */
export const bindBrowserQueueStore = (container: Container): void => {
  const warnings = new Subject<string>();
  container.bind(QueueStoreWarnings).toConstantValue(warnings.asObservable());
  container
    .bind<QueueStore>(QueueStore)
    .toConstantValue(IdbQueueStore.openInBackground({ onCorruptRow: (row) => warnings.next(row.message) }));
};
