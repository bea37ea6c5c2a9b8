import type { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import type { ManualNow } from "../ManualNow";

/** One backend under the billing contract: the API through core's ApiClient, its clock and its router. */
export interface BillingSubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  /** The backend's demo clock: tests move it to play trial ends and renewals. */
  readonly clock: ManualNow;
  /** Seed data, clock rewound, the demo plan as configured. */
  reset(): Promise<void>;
  /** To write what the upload pipeline would leave (recording durations). */
  router(): DemoRouter;
}
