import type { Observable } from "rxjs";
import type { ApiClient } from "../../../api/ApiClient";
import { AcknowledgeReply } from "../../../api/resources/acknowledgeReply";
import { errorText } from "../../../kernel/ApiError";
import { Store } from "../../../kernel/Store";
import { accountCalls } from "../../accountCalls";
import { confirmsArchive } from "../domain/archiveConfirmation";
import { ARCHIVE_TEXTS } from "../domain/archiveTexts";

export interface ArchiveAccountState {
  readonly status: "idle" | "archiving" | "archived" | "failed";
  readonly problem: string | null;
}

/** What archiving needs of the signed-in session: its e-mail, and the local end of logging out. */
export interface ArchivingSession {
  readonly email: () => string | null;
  /**
   * Ends the session here with a message for the login page (AuthSession.clear: the token, the
   * stored keys, the socket). The server has already ended it, so there is no logout call to make.
   */
  readonly signOut: (message: string) => void;
}

/**
 * 'Delete account' (spec 3 §7 "DELETE archive on the user (returns acknowledge)"; issue 14): sends
 * DELETE v2/user/archive once the person typed the confirmation, then signs out with
 * 'Your account has been deleted.' for the login page.
 */
export class ArchiveAccount {
  readonly #store = new Store<ArchiveAccountState>({ status: "idle", problem: null });
  readonly state$: Observable<ArchiveAccountState> = this.#store.state$;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    private readonly session: ArchivingSession,
  ) {}

  get state(): ArchiveAccountState {
    return this.#store.value;
  }

  /** Whether `typed` unlocks the delete button. */
  confirms(typed: string): boolean {
    return confirmsArchive(typed, this.session.email());
  }

  /** True once the account is archived and the session ended; false (with the problem) otherwise. */
  async execute(typed: string): Promise<boolean> {
    if (!this.confirms(typed) || this.state.status === "archiving") return false;
    this.#store.set({ status: "archiving", problem: null });
    try {
      await this.api.request({ method: "DELETE", path: accountCalls.archive() }, AcknowledgeReply);
    } catch (error) {
      this.#store.set({ status: "failed", problem: errorText(error) });
      return false;
    }
    this.#store.set({ status: "archived", problem: null });
    this.session.signOut(ARCHIVE_TEXTS.signedOut);
    return true;
  }

  /** The dialog closed: a failure shown in it is forgotten. */
  reset(): void {
    if (this.state.status !== "archiving") this.#store.set({ status: "idle", problem: null });
  }
}
