import type { Subscription } from "rxjs";
import { type ApiClient, TOKEN_KEY } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import { isApiError } from "../../kernel/ApiError";
import type { NavigationRequests } from "../../kernel/NavigationRequests";
import { Store } from "../../kernel/Store";
import type { KeyValueStore } from "../../ports/KeyValueStore";
import type { SocketPort } from "../../ports/SocketPort";
import type { Permissions } from "../../permissions/domain/Permissions";
import { LOGIN_PATH } from "../domain/routeDecisions";
import type { User } from "../domain/User";

/** Keys cleared at logout with the token (spec 1 §3 "Stored session"). */
export const SESSION_KEYS = [TOKEN_KEY, "is_first_login", "mocked_id"] as const;

export interface SessionState {
  /** `checking` while a stored token is being turned into a user. */
  readonly status: "checking" | "anonymous" | "authenticated";
  readonly user: User | null;
  readonly permissions: Permissions | null;
  readonly permissionsLoading: boolean;
  /** The server's message after a 403 ended the session; shown on the login page. */
  readonly endedMessage: string | null;
  /** True after the user chose Logout: guards then do not remember the page they were on. */
  readonly signedOutByUser: boolean;
}

const signedOut: SessionState = {
  status: "anonymous",
  user: null,
  permissions: null,
  permissionsLoading: false,
  endedMessage: null,
  signedOutByUser: false,
};

/**
 * The signed-in user, their permissions and token, and the real-time connection that follows them.
 * Reacts to the API's 401 (logout) and 403 (session ended) alarms.
 */
export class AuthSession {
  readonly #store: Store<SessionState>;
  readonly #alarms: Subscription;

  constructor(
    private readonly api: ApiClient,
    private readonly keyValue: KeyValueStore,
    private readonly socket: SocketPort,
    private readonly navigation: NavigationRequests,
  ) {
    this.#store = new Store<SessionState>(keyValue.get(TOKEN_KEY) ? { ...signedOut, status: "checking" } : signedOut);
    this.#alarms = api.alarms$.subscribe((alarm) => {
      if (this.#store.value.status === "anonymous" && !this.token) return;
      this.clear(alarm.kind === "forbidden" ? alarm.message : null);
      this.navigation.go(LOGIN_PATH, true);
    });
  }

  get state$() {
    return this.#store.state$;
  }

  get state(): SessionState {
    return this.#store.value;
  }

  get token(): string | null {
    return this.keyValue.get(TOKEN_KEY);
  }

  get isAuthenticated(): boolean {
    return this.#store.value.status === "authenticated";
  }

  /** Turns a stored token into a user at start-up; no token means anonymous. */
  async restore(): Promise<void> {
    if (!this.token) {
      this.#store.set({ ...signedOut, endedMessage: this.#store.value.endedMessage });
      return;
    }
    try {
      await this.loadUser();
    } catch {
      // A 401 already cleared the session; any other failure leaves the visitor signed out of this page load.
      if (this.#store.value.status === "checking") this.#store.update((state) => ({ ...state, status: "anonymous" }));
    }
  }

  /** Stores a fresh token and loads its user (login, sign-up, reset, token logins). */
  async signIn(token: string): Promise<User> {
    this.keyValue.set(TOKEN_KEY, token);
    return this.loadUser();
  }

  /** Loads the current user, then their permissions; connects the socket once both are known. */
  async loadUser(): Promise<User> {
    const reply = await this.api.request({ method: "GET", path: "v2/user" }, SIGN_IN_REPLIES.user);
    const profile = reply.data.attributes.profile;
    const user: User = {
      id: String(reply.data.id),
      email: reply.data.attributes.email,
      firstName: profile?.first_name ?? "",
      lastName: profile?.last_name ?? "",
      avatarUrl: profile?.avatar ?? null,
      referral: profile?.referral ?? null,
    };
    this.#store.set({ ...signedOut, status: "authenticated", user, permissionsLoading: true });
    await this.loadPermissions();
    const token = this.token;
    if (token) this.socket.connect(token);
    return user;
  }

  /**
   * The signed-in user's profile changed on the server (the personal-information page saved it):
   * everything that shows the user (top bar, profile menu, the widget's greeting) follows at once.
   */
  userUpdated(change: Partial<Omit<User, "id" | "email">>): void {
    this.#store.update((state) => (state.user ? { ...state, user: { ...state.user, ...change } } : state));
  }

  /** A failed permission load revokes every permission (spec 3 §6). */
  async loadPermissions(): Promise<void> {
    try {
      const reply = await this.api.request({ method: "GET", path: "v2/user/permissions" }, SIGN_IN_REPLIES.permissions);
      this.#store.update((state) => ({ ...state, permissions: reply.data.attributes, permissionsLoading: false }));
    } catch (error) {
      this.#store.update((state) => ({ ...state, permissions: {}, permissionsLoading: false }));
      if (isApiError(error) && error.status === 401) throw error;
    }
  }

  /** Tells the server, then clears everything locally even when the call failed (spec 1 §4). */
  async logout(): Promise<void> {
    try {
      if (this.token) await this.api.send({ method: "GET", path: "v2/auth/logout" });
    } catch {
      // The local session ends regardless.
    } finally {
      this.clear(null, true);
    }
  }

  /** Forgets the token, the two other session keys, the user, permissions and the socket. */
  clear(endedMessage: string | null, byUser = false): void {
    for (const key of SESSION_KEYS) this.keyValue.remove(key);
    this.socket.disconnect();
    this.#store.set({ ...signedOut, endedMessage, signedOutByUser: byUser });
  }

  /** Reads the 403 message once, for the login page. */
  takeEndedMessage(): string | null {
    const message = this.#store.value.endedMessage;
    if (message) this.#store.update((state) => ({ ...state, endedMessage: null }));
    return message;
  }

  dispose(): void {
    this.#alarms.unsubscribe();
  }
}
