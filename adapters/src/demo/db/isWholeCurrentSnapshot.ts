import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "./DemoSnapshot";
import { DEMO_TABLES } from "./demoTables";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A stored whole snapshot of this schema with its counters and every table: one an older build left
 * that can move into the tables as it is (anything else goes to openStoredSnapshot to migrate or set aside).
 */
export const isWholeCurrentSnapshot = (stored: unknown): stored is DemoSnapshot =>
  isObject(stored) &&
  stored["schemaVersion"] === DEMO_SCHEMA_VERSION &&
  isObject(stored["counters"]) &&
  DEMO_TABLES.every((table) => Array.isArray(stored[table]));
