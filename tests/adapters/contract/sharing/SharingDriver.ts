import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import { SHARED_ID_HEADER } from "@lectern/core/api/requestConventions";
import type { ApiRequest } from "@lectern/core/api/requestConventions";
import type { WireResponse } from "@lectern/core/api/wire";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";

export interface SharePersonInput {
  readonly email: string;
  readonly readonly?: boolean;
  readonly downloadable?: boolean;
}

/**
 * The sharing calls (contract of issue 13) one request each, as a chosen caller: a token (or none,
 * signed out) and an optional X-SHARED-ID.
 */
export class SharingDriver {
  constructor(
    readonly api: ApiClient,
    private readonly keyValue: InMemoryKeyValue,
  ) {}

  /** Sends as `token` (null: signed out), with X-SHARED-ID when `sharedId` is given. */
  async as(token: string | null, request: ApiRequest, sharedId?: string): Promise<WireResponse> {
    const mine = this.keyValue.get(TOKEN_KEY);
    if (token === null) this.keyValue.remove(TOKEN_KEY);
    else this.keyValue.set(TOKEN_KEY, token);
    try {
      return await this.api.send({
        ...request,
        ...(sharedId ? { headers: { ...request.headers, [SHARED_ID_HEADER]: sharedId } } : {}),
      });
    } finally {
      if (mine === null) this.keyValue.remove(TOKEN_KEY);
      else this.keyValue.set(TOKEN_KEY, mine);
    }
  }

  linkOn = (token: string, id: string) => this.as(token, { method: "POST", path: `v2/session/${id}/share` });
  unshare = (token: string, id: string) => this.as(token, { method: "DELETE", path: `v2/session/${id}/unshare` });
  unshareSession = (token: string, id: string) => this.as(token, { method: "DELETE", path: `sessions/${id}/unshare` });
  save = (
    token: string,
    id: string,
    attributes: { readonly readonly?: unknown; readonly downloadable?: unknown; readonly persons?: unknown },
  ) =>
    this.as(token, {
      method: "POST",
      path: `sessions/${id}/share`,
      body: { data: { type: "shared", attributes } },
    });
  sharePoi = (token: string, poiId: string) => this.as(token, { method: "POST", path: `pois/${poiId}/share` });
  unsharePoi = (token: string, poiId: string) => this.as(token, { method: "DELETE", path: `pois/${poiId}/unshare` });
  shared = (token: string | null, id: string) =>
    this.as(token, { method: "GET", path: `v2/session/shared/${id}`, query: { with: "relations" } });
  bookmark = (token: string | null, id: string) =>
    this.as(token, { method: "POST", path: `v2/session/${id}/bookmark` });
  permissions = (token: string | null, id: string) =>
    this.as(token, { method: "GET", path: `v2/users/check-shared-permissions/${id}` });
  list = (token: string, query: Record<string, string | number>) =>
    this.as(token, { method: "GET", path: "sessions", query });
  favourite = (token: string, id: string, sharedId?: string) =>
    this.as(token, { method: "POST", path: `v2/session/${id}/make-favorite` }, sharedId);
  unfavourite = (token: string, id: string, sharedId?: string) =>
    this.as(token, { method: "DELETE", path: `v2/session/${id}/remove-favorite` }, sharedId);
  outbox = (to: string) => this.as(null, { method: "GET", path: "demo/outbox", query: { "filter[to]": to } });
}
