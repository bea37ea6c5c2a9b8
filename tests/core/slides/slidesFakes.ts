import type { FileUploadPort, UploadBlob, UploadProgress } from "@lectern/core/ports/FileUploadPort";
import type { PickedSlideFile } from "@lectern/core/slides/application/RecordSlides";
import type { SlideFiles } from "@lectern/core/slides/application/SlideFiles";
import type { SlidesServiceCalls } from "@lectern/core/slides/application/SlidesService";
import type { ListedSlideSet, SlideSet } from "@lectern/core/slides/application/slidesReplies";
import type { SlideNote } from "@lectern/core/slides/domain/slidePages";

/** A promise the test settles by hand. */
export class Deferred<T> {
  readonly promise: Promise<T>;
  settled = false;
  #resolve!: (value: T) => void;
  #reject!: (error: unknown) => void;

  constructor() {
    this.promise = new Promise<T>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
  }

  resolve(value: T): void {
    this.settled = true;
    this.#resolve(value);
  }

  reject(error: unknown): void {
    this.settled = true;
    this.#reject(error);
  }
}

/** Lets every promise chain that can move on do so (no timer is waited on). */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

type CallName = keyof SlidesServiceCalls;

export interface FakeCall {
  readonly name: CallName;
  readonly args: readonly unknown[];
  readonly deferred: Deferred<unknown>;
}

/** The slides calls, each answered by the test (resolve or reject), every call kept in order. */
export class FakeSlidesCalls implements SlidesServiceCalls {
  readonly made: FakeCall[] = [];

  #call<T>(name: CallName, args: readonly unknown[]): Promise<T> {
    const deferred = new Deferred<unknown>();
    this.made.push({ name, args, deferred });
    return deferred.promise as Promise<T>;
  }

  uploadUrl(sessionId: string, fileName: string) {
    return this.#call<{ url: string; path: string }>("uploadUrl", [sessionId, fileName]);
  }
  attach(sessionId: string, path: string) {
    return this.#call<SlideSet>("attach", [sessionId, path]);
  }
  list(sessionId: string) {
    return this.#call<ListedSlideSet | null>("list", [sessionId]);
  }
  remove(sessionId: string, slideId: string) {
    return this.#call<void>("remove", [sessionId, slideId]);
  }
  createNote(
    sessionId: string,
    slideId: string,
    write: { pageNumber: number; note: string; ocr?: string | undefined },
  ) {
    return this.#call<SlideNote>("createNote", [sessionId, slideId, write]);
  }
  updateNote(sessionId: string, slideId: string, noteId: string, write: { note: string; ocr?: string | undefined }) {
    return this.#call<SlideNote>("updateNote", [sessionId, slideId, noteId, write]);
  }

  names(): CallName[] {
    return this.made.map((call) => call.name);
  }

  pending(): FakeCall[] {
    return this.made.filter((call) => !call.deferred.settled);
  }

  /** The oldest unanswered call of that name. */
  next(name: CallName): FakeCall {
    const call = this.made.find((candidate) => candidate.name === name && !candidate.deferred.settled);
    if (!call) throw new Error(`No ${name} call waits (made: ${this.names().join(", ")})`);
    return call;
  }
}

export interface FakePut {
  readonly url: string;
  readonly data: UploadBlob;
  readonly contentType: string;
  readonly onProgress: UploadProgress | undefined;
  readonly deferred: Deferred<void>;
}

/** The upload PUT: progress reported and the answer given by the test. */
export class FakeUpload implements FileUploadPort {
  readonly puts: FakePut[] = [];

  put(url: string, data: UploadBlob, contentType: string, onProgress?: UploadProgress): Promise<void> {
    const deferred = new Deferred<void>();
    this.puts.push({ url, data, contentType, onProgress, deferred });
    return deferred.promise;
  }

  last(): FakePut {
    const put = this.puts.at(-1);
    if (!put) throw new Error("No PUT was made");
    return put;
  }
}

/** Reads answered from a script, one outcome per read; a read with none left fails. */
export class FakeSlideFiles implements SlideFiles {
  readonly reads: string[] = [];
  constructor(readonly outcomes: (Uint8Array | Error)[] = []) {}

  async read(slideUrl: string): Promise<Uint8Array> {
    this.reads.push(slideUrl);
    const outcome = this.outcomes.shift() ?? new Error("unreadable");
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }
}

/** A file as a browser gives it. */
export const pickedFile = (name: string, type: string, bytes = new Uint8Array([1, 2, 3])): PickedSlideFile => ({
  name,
  type,
  size: bytes.length,
  arrayBuffer: async () => bytes.slice().buffer,
});

export const slideSet = (overrides: Partial<ListedSlideSet> = {}): ListedSlideSet => ({
  id: "s1",
  slideUrl: "/api/demo/media/slides/t1",
  name: "Week 3.pdf",
  format: "pdf",
  slideNotes: [],
  ...overrides,
});

export const slideNote = (pageNumber: number, text: string, overrides: Partial<SlideNote> = {}): SlideNote => ({
  id: `n${pageNumber}`,
  slideId: "s1",
  pageUrl: null,
  pageNumber,
  note: text === "" ? "" : `<p>${text}</p>`,
  text,
  ocr: null,
  createdAt: "2026-11-22T09:00:00.000Z",
  ...overrides,
});
