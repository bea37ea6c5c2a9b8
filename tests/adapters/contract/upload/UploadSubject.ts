import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import type { RecordingPublisher } from "./RecordingPublisher";

/** A fault as the HTTP control takes it (POST demo/faults); in-process subjects translate it. */
export interface FaultOrder {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: string;
  readonly action: "reply" | "delay" | "drop" | "drop_after_handling" | "delete_session" | "fail_merge";
  readonly status?: number;
  readonly body?: unknown;
  readonly times?: number;
  readonly delayMs?: number;
}

/** One backend under the upload contract: the API through core's ApiClient, plus its test controls. */
export interface UploadSubject {
  readonly api: ApiClient;
  /** Where api keeps its token. */
  readonly keyValue: InMemoryKeyValue;
  /** What the backend published (stream_convert_progress, created, …). */
  readonly events: RecordingPublisher;
  /** Seed data, no faults, no events, no recordings. */
  reset(): Promise<void>;
  armFault(fault: FaultOrder): Promise<void>;
  mergedBytes(streamId: string): Promise<Uint8Array | null>;
  receivedSlices(streamId: string): Promise<Uint8Array[]>;
  stuckReports(): Promise<readonly { readonly items: readonly unknown[] }[]>;
}
