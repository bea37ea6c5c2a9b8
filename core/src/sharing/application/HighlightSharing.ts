import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import { linkIdOf } from "../domain/RecordShare";
import { SHARING_TEXTS } from "../domain/sharingTexts";
import type { ShareAnnouncement, ShareProblem } from "./ShareSettings";
import { shareRequests } from "./shareRequests";

/**
 * sharing: the call to share is on its way; shared: `linkId` names the highlight's own shared session;
 * stopping / stopped: the call to stop, and after it; failed: sharing failed (see `problem`).
 */
export type HighlightSharingPhase = "idle" | "sharing" | "shared" | "stopping" | "stopped" | "failed";

export interface HighlightSharingState {
  /** The highlight whose dialog is open; null when none is. */
  readonly poiId: string | null;
  readonly phase: HighlightSharingPhase;
  /** What the link of the highlight's own shared session names (`sharedRecordPath(linkId)`): its token, or the session's id. */
  readonly linkId: string | null;
  readonly problem: ShareProblem | null;
  readonly announcement: ShareAnnouncement | null;
}

export const CLOSED_HIGHLIGHT_SHARING: HighlightSharingState = {
  poiId: null,
  phase: "idle",
  linkId: null,
  problem: null,
  announcement: null,
};

const problemOf = (error: unknown): ShareProblem => ({
  title: SHARING_TEXTS.somethingWentWrong,
  message: errorText(error),
});

/**
 * Sharing one highlight (sharing contract 4): `POST pois/{id}/share` creates or reuses a session
 * holding only that highlight, with its link on; `DELETE pois/{id}/unshare` turns it off. One
 * highlight's dialog at a time.
 */
export class HighlightSharing {
  readonly #store = new Store<HighlightSharingState>(CLOSED_HIGHLIGHT_SHARING);
  readonly state$: Observable<HighlightSharingState> = this.#store.state$;
  #generation = 0;
  #announcements = 0;

  constructor(private readonly api: Pick<ApiClient, "request" | "send">) {}

  get state(): HighlightSharingState {
    return this.#store.value;
  }

  /** Opens the dialog for `poiId` and shares it; also the dialog's "Try again". */
  async share(poiId: string): Promise<boolean> {
    const current = this.#store.value;
    if (current.poiId === poiId && (current.phase === "sharing" || current.phase === "stopping")) return false;
    if (current.poiId !== poiId) this.#generation += 1;
    const generation = this.#generation;
    this.#store.set({ ...CLOSED_HIGHLIGHT_SHARING, poiId, phase: "sharing", announcement: current.announcement });
    try {
      const reply = await shareRequests.shareHighlight(this.api, poiId);
      return this.#finish(
        generation,
        { phase: "shared", linkId: linkIdOf(reply.share, reply.sessionId) },
        SHARING_TEXTS.highlightShared,
      );
    } catch (error) {
      this.#finish(generation, { phase: "failed", problem: problemOf(error) });
      return false;
    }
  }

  /** Stops sharing the open highlight; its link then answers 'Requested link is not found'. */
  async stopSharing(): Promise<boolean> {
    const { poiId, phase } = this.#store.value;
    if (poiId === null || phase !== "shared") return false;
    const generation = this.#generation;
    this.#store.update((state) => ({ ...state, phase: "stopping", problem: null }));
    try {
      await shareRequests.unshareHighlight(this.api, poiId);
      return this.#finish(generation, { phase: "stopped" }, SHARING_TEXTS.highlightStopped);
    } catch (error) {
      this.#finish(generation, { phase: "shared", problem: problemOf(error) });
      return false;
    }
  }

  /** Reads a status out in the dialog's live region (e.g. the view's 'Link copied'). */
  announce(text: string): void {
    this.#announcements += 1;
    const announcement = { id: this.#announcements, text };
    this.#store.update((state) => ({ ...state, announcement }));
  }

  close(): void {
    this.#generation += 1;
    this.#store.set(CLOSED_HIGHLIGHT_SHARING);
  }

  #finish(generation: number, change: Partial<HighlightSharingState>, announcement: string | null = null): boolean {
    if (generation !== this.#generation) return true;
    this.#store.update((state) => ({ ...state, ...change }));
    if (announcement !== null) this.announce(announcement);
    return true;
  }
}
