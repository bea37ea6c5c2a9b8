import type { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import type { RecordingPublisher } from "./upload/RecordingPublisher";

/** What a media address answered. */
export interface FetchedMedia {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly bytes: Uint8Array;
}

/** One backend under the record contract: the API through core's ApiClient, and the backend itself. */
export interface RecordSubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  readonly events: RecordingPublisher;
  /** Seed data, no events, clock rewound. */
  reset(): Promise<void>;
  /** The demo router answering the API (in this process in both runners), to seed and inspect. */
  router(): DemoRouter;
  /** Reads a media address the way a player or a download link would. */
  fetchMedia(url: string, headers?: Readonly<Record<string, string>>): Promise<FetchedMedia>;
  /** GETs a url the API gives relative to its origin (`/api/demo/media/…`: thumbnails), without a token. */
  fetchApiFile(url: string): Promise<FetchedMedia>;
}
