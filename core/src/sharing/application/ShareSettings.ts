import { type Observable, Subject } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import { type RecordShare, UNSHARED } from "../domain/RecordShare";
import { type RememberedShare, openingShare } from "../domain/rememberedShare";
import {
  type ShareDraft,
  type ShareDraftEvent,
  draftFrom,
  isDraftDirty,
  rebaseDraft,
  shareDraftReducer,
} from "../domain/shareDraft";
import { normaliseEmail } from "../domain/shareEmail";
import { shareFailure } from "../domain/shareFailure";
import { SHARING_TEXTS } from "../domain/sharingTexts";
import { type ShareReply, shareRequests } from "./shareRequests";

/** The error dialog's title and text (spec 3 §8 generic fallback). */
export interface ShareProblem {
  readonly title: string;
  readonly message: string;
}

/** A status to read out; the id tells two equal texts apart. */
export interface ShareAnnouncement {
  readonly id: number;
  readonly text: string;
}

/** Which call is on its way: the link switch, Save, or Stop sharing. */
export type SharePending = "link" | "save" | "stop" | null;

export interface ShareSettingsState {
  /** The record whose dialog is open; null when none is. */
  readonly sessionId: string | null;
  /** What the server holds. */
  readonly saved: RecordShare;
  /** What Save would send. */
  readonly draft: ShareDraft;
  /** Whether Save has anything to send. */
  readonly dirty: boolean;
  readonly pending: SharePending;
  /** The message under the e-mail field (a refused address, or the server's 422). */
  readonly emailError: string | null;
  /** The server's 422 messages by normalised e-mail of the person they are about. */
  readonly personErrors: Readonly<Record<string, string>>;
  readonly problem: ShareProblem | null;
  readonly announcement: ShareAnnouncement | null;
}

export const CLOSED_SHARE_SETTINGS: ShareSettingsState = {
  sessionId: null,
  saved: UNSHARED,
  draft: draftFrom(UNSHARED),
  dirty: false,
  pending: null,
  emailError: null,
  personErrors: {},
  problem: null,
  announcement: null,
};

const genericProblem = (error: unknown): ShareProblem => ({
  title: SHARING_TEXTS.somethingWentWrong,
  message: errorText(error),
});

/**
 * The owner's share dialog for one record (spec 3 §3, §5, §7; sharing contract 1–3). The link switch
 * acts at once; the link's read-only and download settings and the people are a draft sent by
 * `save()`, and only when it differs from what the server holds. What the server answers is kept
 * per record, so reopening the dialog shows what was saved rather than the page's older copy.
 */
export class ShareSettings {
  readonly #store = new Store<ShareSettingsState>(CLOSED_SHARE_SETTINGS);
  readonly state$: Observable<ShareSettingsState> = this.#store.state$;
  readonly #changes = new Subject<ShareReply>();
  /** Every share the server answered with, for the record page to follow if it wants to. */
  readonly changes$: Observable<ShareReply> = this.#changes.asObservable();
  readonly #remembered = new Map<string, RememberedShare>();
  /** Bumped by open and close: a reply for a dialog closed since only updates the memory. */
  #generation = 0;
  #announcements = 0;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    /** The signed-in owner's address: sharing with oneself is refused before sending. */
    private readonly ownerEmail: () => string | null,
  ) {}

  get state(): ShareSettingsState {
    return this.#store.value;
  }

  /** Opens the dialog for `sessionId` with the share its record document carries. */
  open(sessionId: string, share: RecordShare): void {
    this.#generation += 1;
    const remembered = this.#remembered.get(sessionId);
    const current = openingShare(remembered, share);
    if (current === share) this.#remembered.set(sessionId, { basis: share, latest: share });
    this.#store.set({ ...CLOSED_SHARE_SETTINGS, sessionId, saved: current, draft: draftFrom(current) });
  }

  /** Closes the dialog; unsaved edits are dropped, calls on their way still update the memory. */
  close(): void {
    this.#generation += 1;
    this.#store.set(CLOSED_SHARE_SETTINGS);
  }

  setLinkReadonly(readonly: boolean): void {
    this.#edit({ type: "linkReadonlySet", readonly });
  }

  setDownloadable(downloadable: boolean): void {
    this.#edit({ type: "downloadableSet", downloadable });
  }

  /** Adds a person (read-only); false, with the message on the e-mail field, when the address is refused. */
  addPerson(email: string): boolean {
    return this.#edit({ type: "personAdded", email, ownerEmail: this.ownerEmail() });
  }

  setPersonReadonly(email: string, readonly: boolean): void {
    this.#edit({ type: "personReadonlySet", email, readonly });
  }

  removePerson(email: string): void {
    this.#edit({ type: "personRemoved", email });
  }

  /** The e-mail field was edited: its old message no longer applies. */
  clearEmailError(): void {
    if (this.#store.value.emailError !== null) this.#store.update((state) => ({ ...state, emailError: null }));
  }

  /** Reads a status out in the dialog's live region (e.g. the view's 'Link copied'). */
  announce(text: string): void {
    this.#announcements += 1;
    const announcement = { id: this.#announcements, text };
    this.#store.update((state) => ({ ...state, announcement }));
  }

  dismissProblem(): void {
    this.#store.update((state) => ({ ...state, problem: null }));
  }

  /**
   * The link switch. On: `POST v2/session/{id}/share`. Off: the API has only "stop sharing", which
   * also drops the people, so the people the server held are saved again straight after; if that
   * fails the draft keeps them and Save puts them back.
   */
  async setLinkEnabled(enabled: boolean): Promise<boolean> {
    const start = this.#begin("link");
    if (start === null) return false;
    const { sessionId, generation, before } = start;
    if (before.saved.linkEnabled === enabled) return this.#finish(generation, {});
    try {
      let reply = await (enabled ? shareRequests.linkOn : shareRequests.unshare)(this.api, sessionId);
      this.#remember(reply);
      if (!enabled && before.saved.persons.length > 0) {
        try {
          reply = await shareRequests.save(this.api, sessionId, draftFrom(before.saved));
          this.#remember(reply);
        } catch (error) {
          // The people are gone on the server; the draft still lists them, so Save is ready.
          return this.#finish(
            generation,
            { saved: reply.share, draft: this.#store.value.draft, problem: genericProblem(error) },
            false,
          );
        }
      }
      const current = this.#store.value;
      return this.#finish(
        generation,
        { saved: reply.share, draft: rebaseDraft(current.saved, current.draft, reply.share) },
        true,
        enabled ? SHARING_TEXTS.linkOn : SHARING_TEXTS.linkOff,
      );
    } catch (error) {
      return this.#finish(generation, { problem: genericProblem(error) }, false);
    }
  }

  /** Sends the draft (`POST sessions/{id}/share`); nothing is sent when nothing changed (spec 3 §5). */
  async save(): Promise<boolean> {
    if (!this.#store.value.dirty) return this.#store.value.sessionId !== null;
    const start = this.#begin("save");
    if (start === null) return false;
    const { sessionId, generation, before } = start;
    try {
      const reply = await shareRequests.save(this.api, sessionId, before.draft);
      this.#remember(reply);
      return this.#finish(generation, { saved: reply.share, draft: draftFrom(reply.share) }, true, SHARING_TEXTS.saved);
    } catch (error) {
      const failure = shareFailure(
        error,
        before.draft.persons.map((person) => person.email),
      );
      return this.#finish(
        generation,
        failure.kind === "fields"
          ? { personErrors: failure.persons, emailError: failure.email }
          : { problem: { title: failure.title, message: failure.message } },
        false,
      );
    }
  }

  /** Stops sharing the record (`DELETE v2/session/{id}/unshare`): the link goes off and nobody is listed. */
  async stopSharing(): Promise<boolean> {
    const start = this.#begin("stop");
    if (start === null) return false;
    const { sessionId, generation } = start;
    try {
      const reply = await shareRequests.unshare(this.api, sessionId);
      this.#remember(reply);
      return this.#finish(
        generation,
        { saved: reply.share, draft: draftFrom(reply.share) },
        true,
        SHARING_TEXTS.stopped,
      );
    } catch (error) {
      return this.#finish(generation, { problem: genericProblem(error) }, false);
    }
  }

  #edit(event: ShareDraftEvent): boolean {
    const state = this.#store.value;
    if (state.sessionId === null || state.pending === "save") return false;
    const { draft, error } = shareDraftReducer(state.draft, event);
    const personErrors =
      event.type === "personRemoved" ? withoutKey(state.personErrors, normaliseEmail(event.email)) : state.personErrors;
    const emailError = event.type === "personAdded" ? error : state.emailError;
    this.#store.set({ ...state, draft, dirty: isDraftDirty(state.saved, draft), emailError, personErrors });
    return error === null;
  }

  /** Marks a call as on its way, unless the dialog is closed or another call is. */
  #begin(pending: Exclude<SharePending, null>) {
    const before = this.#store.value;
    if (before.sessionId === null || before.pending !== null) return null;
    this.#store.set({ ...before, pending, problem: null, emailError: null, personErrors: {} });
    return { sessionId: before.sessionId, generation: this.#generation, before };
  }

  #finish(
    generation: number,
    change: Partial<ShareSettingsState>,
    ok = true,
    announcement: string | null = null,
  ): boolean {
    if (generation !== this.#generation) return ok;
    this.#store.update((state) => {
      const next = { ...state, ...change, pending: null };
      return { ...next, dirty: isDraftDirty(next.saved, next.draft) };
    });
    if (announcement !== null) this.announce(announcement);
    return ok;
  }

  #remember(reply: ShareReply): void {
    const known = this.#remembered.get(reply.sessionId);
    this.#remembered.set(reply.sessionId, { basis: known?.basis ?? reply.share, latest: reply.share });
    this.#changes.next(reply);
  }
}

const withoutKey = (record: Readonly<Record<string, string>>, key: string): Readonly<Record<string, string>> => {
  if (!(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
};
