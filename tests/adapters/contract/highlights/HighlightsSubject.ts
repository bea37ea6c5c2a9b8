import type { DemoNote, DemoPoi, DemoWatchedPoi } from "@lectern/adapters/demo/db/DemoSnapshot";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import type { RecordingPublisher } from "../upload/RecordingPublisher";

/** A session's highlights and notes as the backend stores them (DemoTestControls / GET demo/sessions/{id}/content). */
export interface StoredContent {
  readonly startedAt: string | null;
  readonly pois: readonly DemoPoi[];
  readonly notes: readonly DemoNote[];
  readonly watchedPoi: DemoWatchedPoi | null;
}

export interface FetchedFile {
  readonly status: number;
  readonly contentType: string | null;
  readonly bytes: Uint8Array;
}

/** One backend under the highlights contract: the API through core's ApiClient, plus its test controls. */
export interface HighlightsSubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  readonly events: RecordingPublisher;
  /** Seed data, no events, clock rewound. */
  reset(): Promise<void>;
  advance(ms: number): void;
  /** What the backend holds for a session; null when there is no such session. */
  content(sessionId: string): Promise<StoredContent | null>;
  /** Every highlight and note the backend holds, of every session. */
  everything(): Promise<{ readonly pois: readonly DemoPoi[]; readonly notes: readonly DemoNote[] }>;
  /**
   * Leaves a session processed (status wrapped) with a converted primary stream of
   * FINISHED_LENGTH_S seconds, as the upload and processing would (recordSeed.seedRecording).
   */
  finishRecording(sessionId: string): Promise<void>;
  /** GETs a link note's url (`/api/demo/media/…`, relative to the server's origin). */
  fetchFile(url: string): Promise<FetchedFile>;
}

/** The primary stream's length that finishRecording leaves (recordSeed's converted stream). */
export const FINISHED_LENGTH_S = 12.5;
