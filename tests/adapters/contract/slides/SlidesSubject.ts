import type { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { FileUploadPort } from "@lectern/core/ports/FileUploadPort";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import type { RecordingPublisher } from "../upload/RecordingPublisher";

/** One backend under the slides contract. */
export interface SlidesSubject {
  readonly api: ApiClient;
  /** Where api (and upload) read the bearer token. */
  readonly keyValue: InMemoryKeyValue;
  /** The upload URL's PUT as this backend's clients send it. */
  readonly upload: FileUploadPort;
  /** GETs a slide file address (`/api/demo/media/slides/{token}`) with no bearer, as a PDF viewer would. */
  readFile(address: string): Promise<{ readonly status: number; readonly type: string; readonly bytes: Uint8Array }>;
  readonly events: RecordingPublisher;
  /** Moves the backend's clock forward. */
  advance(ms: number): void;
  /** Seed data, clock rewound, events forgotten. */
  reset(): Promise<void>;
  router(): DemoRouter;
}
