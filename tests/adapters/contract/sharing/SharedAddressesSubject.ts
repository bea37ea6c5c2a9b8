import type { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import type { FetchedMedia } from "../recordSubject";

/**
 * One backend under the shared-addresses contract (issue 19): the API through core's ApiClient,
 * its clock, and how a player, a download link or an <img> reads the addresses it hands out.
 */
export interface SharedAddressesSubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  /**
   * "http": media addresses are the Node server's own (they lapse and are checked on every request);
   * "tab": blob: URLs of the in-tab demo (revoked, never requested).
   */
  readonly transport: "http" | "tab";
  /** Seed data, clock rewound. */
  reset(): Promise<void>;
  /** Moves the backend's clock forward. */
  advance(ms: number): void;
  router(): DemoRouter;
  /** Reads a media address (temporary/cdn, temporary, zip) the way a player or a download link would. */
  fetchMedia(url: string, headers?: Readonly<Record<string, string>>): Promise<FetchedMedia>;
  /** GETs a url the API gives relative to its origin (a note's file), with no token, as an <img> would. */
  fetchApiFile(url: string): Promise<FetchedMedia>;
}
