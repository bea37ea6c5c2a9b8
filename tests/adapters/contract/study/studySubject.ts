import type { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import type { DemoPermissionOverride, DemoTranscriptSentence } from "@lectern/adapters/demo/db/DemoSnapshot";
import type { StudyEngine } from "@lectern/adapters/demo/study/engine/StudyEngine";
import { createInlineStudyEngine } from "@lectern/adapters/demo/study/engine/createInlineStudyEngine";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import type { RecordingPublisher } from "../upload/RecordingPublisher";

/** One backend under the study contract: the API through core's ApiClient, its test controls. */
export interface StudySubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  readonly events: RecordingPublisher;
  /** The study engine the backend runs: the real inline engine, which a test may hold (gate). */
  readonly engine: GatedStudyEngine;
  /** Seed data, no events, clock rewound. */
  reset(): Promise<void>;
  /** The demo router answering the API (in this process in both runners), to seed and inspect. */
  router(): DemoRouter;
  /** The test controls of contract 7–8, through the backend's own channel (in-process or HTTP). */
  setTranscript(sessionId: string, sentences: readonly DemoTranscriptSentence[]): Promise<void>;
  setPermissions(email: string, permissions: DemoPermissionOverride | null): Promise<void>;
  studyIdle(): Promise<void>;
  /** Resolves once the backend knows the client of a stream went away (`count` so far). */
  clientGone(count: number): Promise<void>;
}

/**
 * The real inline engine, whose work a test can hold until it lets it go: a generation's "new"
 * status is then certain to be seen, and a client that goes away mid-answer certain to go while the
 * answer is still being made.
 */
export class GatedStudyEngine implements StudyEngine {
  readonly #inner = createInlineStudyEngine();
  #gate: Promise<void> | null = null;
  #open: () => void = () => undefined;

  async generate(input: Parameters<StudyEngine["generate"]>[0], options?: Parameters<StudyEngine["generate"]>[1]) {
    const material = await this.#inner.generate(input, options);
    if (this.#gate) await this.#gate;
    return material;
  }

  async answer(key: string, input: Parameters<StudyEngine["answer"]>[1], question: string) {
    const answer = await this.#inner.answer(key, input, question);
    if (this.#gate) await this.#gate;
    return answer;
  }

  /** Holds the next answers and generations until `open()`. */
  hold(): void {
    this.#gate = new Promise((resolve) => {
      this.#open = resolve;
    });
  }

  open(): void {
    this.#gate = null;
    this.#open();
  }
}
