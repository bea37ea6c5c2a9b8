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

/** The `link_id` of a share reply (`{ data: SharedResource }`), with the shared session's id. */
const linkOfReply = (body: unknown): { readonly id: string; readonly linkId: string } | null => {
  const data = (body as { data?: { type?: unknown; id?: unknown; attributes?: { link_id?: unknown } } } | null)?.data;
  const linkId = data?.attributes?.link_id;
  return data?.type === "shared" && typeof linkId === "string" ? { id: String(data.id), linkId } : null;
};

/**
 * The sharing calls (contract of issue 13) one request each, as a chosen caller: a token (or none,
 * signed out) and an optional X-SHARED-ID. A share link names its share's token (issue 20): the
 * driver keeps each share reply's `link_id`, and the link calls (and X-SHARED-ID) name a shared
 * session by it, as a page opened from the link does. `byId` sends the bare session id instead.
 */
export class SharingDriver {
  readonly #linkIds = new Map<string, string>();

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
      const response = await this.api.send({
        ...request,
        ...(sharedId ? { headers: { ...request.headers, [SHARED_ID_HEADER]: this.linkIdOf(sharedId) } } : {}),
      });
      const link = linkOfReply(response.body);
      if (link) this.#linkIds.set(link.id, link.linkId);
      return response;
    } finally {
      if (mine === null) this.keyValue.remove(TOKEN_KEY);
      else this.keyValue.set(TOKEN_KEY, mine);
    }
  }

  /**
   * What the share link of session `id` names: the token its last share reply gave, else the id.
   * `byId:{id}` names the bare id (a caller counting ids).
   */
  linkIdOf(id: string): string {
    if (id.startsWith("byId:")) return id.slice("byId:".length);
    return this.#linkIds.get(id) ?? id;
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
  shared = (token: string | null, id: string, by: "link" | "byId" = "link") =>
    this.as(token, {
      method: "GET",
      path: `v2/session/shared/${by === "link" ? this.linkIdOf(id) : id}`,
      query: { with: "relations" },
    });
  bookmark = (token: string | null, id: string, by: "link" | "byId" = "link") =>
    this.as(token, { method: "POST", path: `v2/session/${by === "link" ? this.linkIdOf(id) : id}/bookmark` });
  permissions = (token: string | null, id: string) =>
    this.as(token, { method: "GET", path: `v2/users/check-shared-permissions/${this.linkIdOf(id)}` });
  list = (token: string, query: Record<string, string | number>) =>
    this.as(token, { method: "GET", path: "sessions", query });
  favourite = (token: string, id: string, sharedId?: string) =>
    this.as(token, { method: "POST", path: `v2/session/${id}/make-favorite` }, sharedId);
  unfavourite = (token: string, id: string, sharedId?: string) =>
    this.as(token, { method: "DELETE", path: `v2/session/${id}/remove-favorite` }, sharedId);
  outbox = (to: string) => this.as(null, { method: "GET", path: "demo/outbox", query: { "filter[to]": to } });
}
