import { QueueStoreError } from "@lectern/core/ports/QueueStore";
import { wrap } from "idb";
import { QUEUE_STORE_TEXTS } from "./queueStoreTexts";
import { toQueueStoreError } from "./toQueueStoreError";
import { WIDGET_DB_VERSION, type WidgetDatabase, upgradeWidgetDatabase } from "./widgetDatabaseSchema";

export interface OpenWidgetDatabaseOptions {
  /** The page's indexedDB; undefined where the browser offers none (some private modes). */
  readonly factory: IDBFactory | undefined;
  readonly name: string;
  readonly version?: number;
  /**
   * The connection closed without being asked: another tab wants a newer version (we step aside so
   * it is not blocked) or the browser dropped it. The owner opens a new one on its next call.
   */
  readonly onClosed: () => void;
}

/**
 * Opens the widget database with an injectable factory (idb's openDB only uses the global one).
 * Every failure becomes QueueStoreError("unavailable") with a message the user can act on; nothing
 * is ever deleted to make an open succeed.
 */
export const openWidgetDatabase = ({
  factory,
  name,
  version = WIDGET_DB_VERSION,
  onClosed,
}: OpenWidgetDatabaseOptions): Promise<WidgetDatabase> =>
  new Promise((resolve, reject) => {
    if (!factory) {
      reject(new QueueStoreError("unavailable", QUEUE_STORE_TEXTS.unavailable));
      return;
    }
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name, version);
    } catch (error) {
      reject(toQueueStoreError(error));
      return;
    }
    let gaveUp = false;
    request.onupgradeneeded = (event) => {
      upgradeWidgetDatabase(wrap(request.result) as unknown as WidgetDatabase, event.oldVersion);
    };
    // An older tab holds the database and did not step aside: tell the user now rather than hang.
    request.onblocked = () => {
      gaveUp = true;
      reject(new QueueStoreError("unavailable", QUEUE_STORE_TEXTS.blocked));
    };
    request.onerror = () => reject(toQueueStoreError(request.error));
    request.onsuccess = () => {
      const connection = request.result;
      // The open we gave up on went through after all; nobody holds this connection, so let it go.
      if (gaveUp) {
        connection.close();
        return;
      }
      connection.onversionchange = () => {
        connection.close();
        onClosed();
      };
      connection.onclose = onClosed;
      resolve(wrap(connection) as unknown as WidgetDatabase);
    };
  });
