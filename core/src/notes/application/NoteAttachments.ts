import { type Observable, Subscription } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import type { EditLock, RecordingSession } from "../../recording/application/RecordingSession";
import { type FollowedSession, SessionFollower } from "../../recording/application/SessionFollower";
import { errorText } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import type { NetworkStatus } from "../../network/domain/networkStatus";
import { type AttachmentKind, attachmentKindOf } from "../domain/attachmentFormats";
import { attachmentProblemOf } from "../domain/attachmentProblem";
import { ATTACHMENT_TEXTS } from "../domain/attachmentTexts";
import { AttachmentViewer } from "./AttachmentViewer";
import { noteCalls } from "./noteCalls";
import { NoteReply, toNote } from "./noteReplies";
import type { SessionNoteList } from "./SessionNoteList";
import { type NoteKey, noteKeyOf } from "./SessionNotes";

/** A file attached to a note: a link note on the server (spec 2 §3 "Note": isUrl, url, name). */
export interface AttachedFile {
  readonly id: string;
  readonly key: NoteKey;
  readonly name: string;
  readonly url: string;
  readonly kind: AttachmentKind | null;
}

/** Spec 2 §3 "Uploading file": a picked file on its way, or one that failed and can be sent again. */
export interface AttachmentUpload {
  readonly id: string;
  readonly key: NoteKey;
  readonly name: string;
  readonly size: number;
  readonly status: "waiting" | "uploading" | "failed";
  readonly message: string | null;
}

/** Something the person should read: a file refused before sending, or a removal that failed. */
export interface AttachmentProblem {
  readonly id: string;
  readonly key: NoteKey;
  readonly title: string | null;
  readonly message: string;
}

export interface AttachmentsView {
  readonly sessionId: string | null;
  readonly lock: EditLock;
  readonly files: Readonly<Partial<Record<NoteKey, readonly AttachedFile[]>>>;
  readonly uploads: readonly AttachmentUpload[];
  /** Ids of files whose removal is on its way. */
  readonly removing: readonly string[];
  readonly problems: readonly AttachmentProblem[];
}

/** A file the person picked; `data` is what the HTTP adapter sends (a File in the browser). */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly data: unknown;
}

interface QueuedUpload {
  readonly id: string;
  readonly file: PickedFile;
  readonly sessionId: string;
  readonly poiId: string | null;
  readonly generation: number;
}

const EMPTY: AttachmentsView = { sessionId: null, lock: null, files: {}, uploads: [], removing: [], problems: [] };

const poiIdOf = (key: NoteKey): string | null => (key === "session" ? null : key.slice(4));

/**
 * Files attached to the session's note and to each highlight's note (spec 2 §2.4, §4.4; spec 3 §7
 * POST {session}/relationships/notes/upload ?poi_id). Uploads go one at a time (spec 2 §9: one
 * simultaneous upload). A refused or failed file stays listed with its reason, so nothing picked is
 * silently lost; adding and removing are locked when the session is read-only, offline or local.
 */
export class NoteAttachments {
  readonly #store = new Store<AttachmentsView>(EMPTY);
  readonly state$ = this.#store.state$;
  readonly viewer: AttachmentViewer;
  readonly #queue: QueuedUpload[] = [];
  readonly #subscriptions = new Subscription();
  #pumping = false;
  #pumpDone: Promise<void> = Promise.resolve();
  readonly #follower = new SessionFollower();
  #nextId = 0;

  constructor(
    private readonly api: ApiClient,
    viewer: AttachmentViewer,
    network$: Observable<NetworkStatus>,
    session$: Observable<RecordingSession | null>,
    private readonly noteList: Pick<SessionNoteList, "load">,
  ) {
    this.viewer = viewer;
    this.#subscriptions.add(
      this.#follower.follow(session$, network$, {
        enter: (followed) => this.#enter(followed),
        relock: ({ lock }) => this.#store.update((view) => ({ ...view, lock })),
      }),
    );
  }

  get state(): AttachmentsView {
    return this.#store.value;
  }

  /** Checks each picked file, queues the good ones and reports the others; returns how many were queued. */
  attach(key: NoteKey, files: readonly PickedFile[]): number {
    const { sessionId, lock } = this.state;
    if (lock || !sessionId) return 0;
    const uploads: AttachmentUpload[] = [];
    const problems: AttachmentProblem[] = [];
    for (const file of files) {
      const id = this.#newId();
      const problem = attachmentProblemOf(file);
      if (problem) {
        problems.push({ id, key, title: null, message: problem });
        continue;
      }
      uploads.push({ id, key, name: file.name, size: file.size, status: "waiting", message: null });
      this.#queue.push({ id, file, sessionId, poiId: poiIdOf(key), generation: this.#follower.generation });
    }
    this.#store.update((view) => ({
      ...view,
      uploads: [...view.uploads, ...uploads],
      problems: [...view.problems, ...problems],
    }));
    void this.#pump();
    return uploads.length;
  }

  /** Sends a failed upload again (the file was kept for this). */
  retry(uploadId: string): void {
    if (this.state.lock) return;
    const queued = this.#queue.find((entry) => entry.id === uploadId);
    if (!queued) return;
    this.#setUpload(uploadId, { status: "waiting", message: null });
    void this.#pump();
  }

  /** Forgets a failed upload. */
  dismissUpload(uploadId: string): void {
    const index = this.#queue.findIndex((entry) => entry.id === uploadId);
    const upload = this.state.uploads.find((candidate) => candidate.id === uploadId);
    if (upload?.status === "uploading") return;
    if (index >= 0) this.#queue.splice(index, 1);
    this.#store.update((view) => ({ ...view, uploads: view.uploads.filter((item) => item.id !== uploadId) }));
  }

  dismissProblem(problemId: string): void {
    this.#store.update((view) => ({ ...view, problems: view.problems.filter((item) => item.id !== problemId) }));
  }

  /** Removes an attached file: DELETE of its link note (spec 3 §7). */
  /**
   * Spec 2 §2.4: an image opens in the image viewer, which steps through the images of the same
   * note; any other file opens in the document viewer.
   */
  open(file: AttachedFile): void {
    if (file.kind !== "image") {
      this.viewer.openDocument(file);
      return;
    }
    const images = (this.state.files[file.key] ?? []).filter((candidate) => candidate.kind === "image");
    this.viewer.openImages(images, file.id);
  }

  async remove(key: NoteKey, fileId: string): Promise<boolean> {
    const { sessionId, lock, removing } = this.state;
    if (lock || !sessionId || removing.includes(fileId)) return false;
    const current = this.#follower.guard();
    this.#store.update((view) => ({ ...view, removing: [...view.removing, fileId] }));
    try {
      await this.api.send({ method: "DELETE", path: noteCalls.remove(fileId) });
      if (!current()) return true;
      this.#store.update((view) => ({
        ...view,
        removing: view.removing.filter((id) => id !== fileId),
        files: { ...view.files, [key]: (view.files[key] ?? []).filter((file) => file.id !== fileId) },
      }));
      return true;
    } catch {
      if (!current()) return false;
      this.#store.update((view) => ({
        ...view,
        removing: view.removing.filter((id) => id !== fileId),
        problems: [
          ...view.problems,
          {
            id: this.#newId(),
            key,
            title: ATTACHMENT_TEXTS.notRemovedTitle,
            message: ATTACHMENT_TEXTS.notRemovedMessage,
          },
        ],
      }));
      return false;
    }
  }

  /** Resolves once every queued upload has been tried (tests and the end of a recording wait on it). */
  settled(): Promise<void> {
    return this.#pumpDone;
  }

  #pump(): Promise<void> {
    if (this.#pumping) return this.#pumpDone;
    this.#pumping = true;
    this.#pumpDone = (async () => {
      try {
        for (;;) {
          const next = this.#queue.find((entry) => this.#statusOf(entry.id) === "waiting");
          if (!next) return;
          await this.#upload(next);
        }
      } finally {
        this.#pumping = false;
      }
    })();
    return this.#pumpDone;
  }

  async #upload(entry: QueuedUpload): Promise<void> {
    this.#setUpload(entry.id, { status: "uploading" });
    try {
      const reply = await this.api.request(
        {
          method: "POST",
          path: noteCalls.upload(entry.sessionId),
          ...(entry.poiId ? { query: { poi_id: entry.poiId } } : {}),
          body: { data: { type: "sessions_notes" } },
          files: [{ field: "file", name: entry.file.name, data: entry.file.data }],
        },
        NoteReply,
      );
      this.#queue.splice(this.#queue.indexOf(entry), 1);
      const note = toNote(reply.data);
      this.#store.update((view) => {
        const uploads = view.uploads.filter((item) => item.id !== entry.id);
        if (!this.#follower.isCurrent(entry.generation) || !note.file) return { ...view, uploads };
        const key = noteKeyOf(note.poiId);
        const file: AttachedFile = { id: note.id, key, ...note.file, kind: attachmentKindOf(note.file.name) };
        return { ...view, uploads, files: { ...view.files, [key]: [...(view.files[key] ?? []), file] } };
      });
    } catch (error) {
      if (!this.#follower.isCurrent(entry.generation)) {
        this.#queue.splice(this.#queue.indexOf(entry), 1);
        return;
      }
      this.#setUpload(entry.id, {
        status: "failed",
        message: ATTACHMENT_TEXTS.uploadFailed(entry.file.name, errorText(error)),
      });
    }
  }

  #statusOf(uploadId: string): AttachmentUpload["status"] | null {
    return this.state.uploads.find((item) => item.id === uploadId)?.status ?? null;
  }

  #setUpload(uploadId: string, change: Partial<AttachmentUpload>): void {
    this.#store.update((view) => ({
      ...view,
      uploads: view.uploads.map((item) => (item.id === uploadId ? { ...item, ...change } : item)),
    }));
  }

  #newId(): string {
    this.#nextId += 1;
    return `attachment-${this.#nextId}`;
  }

  #enter({ session, lock }: FollowedSession): void {
    const sessionId = session?.sessionId ?? null;
    // Another session: its files are listed afresh; uploads still waiting for the old one are dropped
    // from view (a failed one cannot be retried against a session that is no longer recording).
    this.#queue.splice(
      0,
      this.#queue.length,
      ...this.#queue.filter((entry) => this.#statusOf(entry.id) === "uploading"),
    );
    this.viewer.close();
    this.#store.set({ ...EMPTY, sessionId, lock });
    if (session && sessionId) void this.#load({ ...session, sessionId });
  }

  async #load(session: RecordingSession & { readonly sessionId: string }): Promise<void> {
    const current = this.#follower.guard();
    try {
      const notes = await this.noteList.load(session);
      if (!current()) return;
      const files: Partial<Record<NoteKey, AttachedFile[]>> = {};
      for (const note of notes) {
        if (!note.file) continue;
        const key = noteKeyOf(note.poiId);
        (files[key] ??= []).push({ id: note.id, key, ...note.file, kind: attachmentKindOf(note.file.name) });
      }
      // Files uploaded while the list was loading are already in the view; the server's list leads.
      this.#store.update((view) => {
        const merged: Partial<Record<NoteKey, readonly AttachedFile[]>> = { ...files };
        for (const [key, list] of Object.entries(view.files) as [NoteKey, readonly AttachedFile[]][]) {
          const known = new Set((merged[key] ?? []).map((file) => file.id));
          merged[key] = [...(merged[key] ?? []), ...list.filter((file) => !known.has(file.id))];
        }
        return { ...view, files: merged };
      });
    } catch {
      // A new session has no files yet; uploads still add theirs.
    }
  }

  dispose(): void {
    this.#subscriptions.unsubscribe();
    this.viewer.close();
  }
}
