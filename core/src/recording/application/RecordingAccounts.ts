import * as Schema from "effect/Schema";
import type { ApiClient } from "../../api/ApiClient";
import { Store } from "../../kernel/Store";
import type { Variant } from "../../ports/PlatformPort";

/** One organisation a recording can go to (spec 2 §2.2 organisation or account choice). */
export interface RecordingOrganisation {
  readonly id: string;
  readonly name: string;
}

export interface RecordingAccountsState {
  /** The e-mail the list belongs to; null before the first load. */
  readonly email: string | null;
  /** Empty when the user belongs to none (then the launcher offers no choice). */
  readonly organisations: readonly RecordingOrganisation[];
}

/** The organisations of an e-mail, with the ids a session's organization_id takes (spec 1 §7). */
const OrganisationIdsReply = Schema.Struct({
  data: Schema.Array(Schema.Struct({ id: Schema.Union([Schema.String, Schema.Number]), name: Schema.String })),
});

/**
 * The organisations the signed-in user belongs to, so a recording can go to the user's own account
 * or to one of them. They are the SSO organisations of the user's e-mail (spec 1 §7 GET
 * idm/sso/providers/organization/{platform}/{email}); a 404 or any failure means none, because a
 * missing choice must never keep a lecture from being recorded to the user's own account.
 */
export class RecordingAccounts {
  readonly #state = new Store<RecordingAccountsState>({ email: null, organisations: [] });
  readonly state$ = this.#state.state$;

  constructor(private readonly api: ApiClient) {}

  get state(): RecordingAccountsState {
    return this.#state.value;
  }

  async load(email: string, platform: Variant): Promise<void> {
    if (this.state.email === email) return;
    const path = `idm/sso/providers/organization/${platform}/${encodeURIComponent(email.trim())}`;
    let organisations: readonly RecordingOrganisation[] = [];
    try {
      const reply = await this.api.request({ method: "GET", path }, OrganisationIdsReply);
      organisations = reply.data.map((organisation) => ({ id: String(organisation.id), name: organisation.name }));
    } catch {
      organisations = [];
    }
    this.#state.set({ email, organisations });
  }
}
