import type { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";

/** One backend under the sharing contract: the API through core's ApiClient, and the router to seed media. */
export interface SharingSubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  /** Seed data, clock rewound. */
  reset(): Promise<void>;
  router(): DemoRouter;
}
