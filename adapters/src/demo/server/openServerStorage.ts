import { join } from "node:path";
import type { DemoPersistence } from "../db/DemoPersistence";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import type { ServerStorageSettings } from "./serverStorageSettings";

export interface ServerStorage {
  /** What startDemoServer keeps its data in; absent in memory (its default). */
  readonly persistence?: DemoPersistence;
  readonly media?: DemoMediaStore;
  /** One line for the start log: where the data lives. */
  readonly where: string;
  /** After the server closed: waits for the writes in flight, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the storage the settings name. PostgreSQL's code (Kysely, pg, PGlite) loads only here, and
 * only for a server that keeps its data: a demo in memory starts without it.
 */
export const openServerStorage = async (settings: ServerStorageSettings): Promise<ServerStorage> => {
  if (settings.kind === "memory") {
    return {
      where: "data: in memory, gone when the server stops (set LECTERN_DATA_DIR or DATABASE_URL to keep it)",
      close: async () => undefined,
    };
  }
  const [{ openPgDemoPersistence }, { FileDemoMediaStore }] = await Promise.all([
    import("../db/pg/PgDemoPersistence"),
    import("../media/FileDemoMediaStore"),
  ]);
  const persistence = await openPgDemoPersistence(
    settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: settings.dataDir },
  );
  const mediaDir = join(settings.dataDir, "media");
  return {
    persistence,
    media: new FileDemoMediaStore(mediaDir),
    where: `data: tables in ${persistence.description}, recordings in ${mediaDir}`,
    close: () => persistence.close(),
  };
};
