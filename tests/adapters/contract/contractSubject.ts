import { ApiClient } from "@lectern/core/api/ApiClient";
import type { WireResponse } from "@lectern/core/api/wire";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import type { HttpPort } from "@lectern/core/ports/HttpPort";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { VirtualClock } from "../../support/VirtualClock";

/** One backend under contract test, seen through core's ApiClient. */
export interface ContractSubject {
  readonly api: ApiClient;
  /** Where api keeps its token: set "token" to act as a signed-in user. */
  readonly keyValue: InMemoryKeyValue;
  /** Back to the seed data, no faults armed, clock rewound. */
  reset(): Promise<void>;
  /** Moves the backend's clock forward. */
  advance(ms: number): void;
  /** POSTs an urlencoded form the way pusher-js does (outside the JSON:API conventions). */
  postForm(path: string, fields: Readonly<Record<string, string>>, token: string | null): Promise<WireResponse>;
}

/** ApiClient over an HttpPort with an in-memory token store and a quiet network monitor. */
export const apiOver = (http: HttpPort): { api: ApiClient; keyValue: InMemoryKeyValue } => {
  const keyValue = new InMemoryKeyValue();
  const api = new ApiClient(http, keyValue, new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  return { api, keyValue };
};
