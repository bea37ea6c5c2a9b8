import { errorText, isApiError } from "../../kernel/ApiError";
import type { SocketPort } from "../../ports/SocketPort";
import { sessionChannelName } from "../../recording/domain/sessionChannelName";
import { SHARED_SESSION_QUERY, sharedRecordCalls } from "../../sharing/application/sharedRecordCalls";
import { SharedPermissionsReply, SharedSessionReply } from "../../sharing/application/sharedRecordReplies";
import { linkErrorMessage } from "../../sharing/application/sharedRecordTexts";
import { type OpenedRecord, type RecordPageScope, stillOpen } from "./openedRecord";
import { type RecordAccess, sharedAccess } from "./RecordAccess";
import { recordViewEvent } from "./recordEvents";
import { toRecordDetail } from "./toRecordDetail";

const refusedCode = (error: unknown): 403 | 404 | null =>
  isApiError(error) && (error.status === 403 || error.status === 404) ? error.status : null;

/**
 * The record page's shared mode (/shared-records/{id}, spec 3 §2 "Shared-record guard"): the
 * bookmark a signed-in viewer makes first, the shared session and what it grants, the owner's view
 * channel, and the shared permission set.
 */
export class SharedRecordLoad {
  constructor(
    private readonly scope: RecordPageScope,
    private readonly socket: Pick<SocketPort, "channel">,
    private readonly onViewEvent: (opened: OpenedRecord, event: ReturnType<typeof recordViewEvent>) => void,
    private readonly afterLoad: (opened: OpenedRecord) => void,
  ) {}

  /** A signed-in viewer bookmarks the shared record first (a refusal is the page's 404/403), then it loads. */
  async open(opened: OpenedRecord): Promise<void> {
    if (opened.user !== null) {
      try {
        await this.scope.api.send({ method: "POST", path: sharedRecordCalls.bookmark(opened.id) });
      } catch (error) {
        if (!stillOpen(this.scope, opened)) return;
        const code = refusedCode(error);
        if (code !== null) {
          this.scope.dispatch({ type: "linkRefused", code, message: linkErrorMessage(code) });
          return;
        }
        // Not kept in the bookmarks this time (offline, an expired sign-in): the record still shows.
      }
    }
    if (stillOpen(this.scope, opened)) await this.load(opened);
  }

  async load(opened: OpenedRecord): Promise<void> {
    const load = ++opened.loads;
    const current = () => stillOpen(this.scope, opened) && load === opened.loads;
    try {
      const reply = await this.scope.api.request(
        { method: "GET", path: sharedRecordCalls.sharedSession(opened.id), query: SHARED_SESSION_QUERY },
        SharedSessionReply,
      );
      if (!current()) return;
      const { meta } = reply;
      const owner = meta.owner;
      const ownerName =
        owner.fullname?.trim() || [owner.first_name, owner.last_name].filter(Boolean).join(" ").trim() || "";
      const access = sharedAccess(
        {
          isOwner: meta.is_owner,
          readOnly: meta.is_readonly,
          downloadable: meta.is_downloadable,
          owner: { id: String(owner.id), name: ownerName },
          sharedPoi: meta.shared_poi
            ? { poiId: String(meta.shared_poi.poi_id), start: meta.shared_poi.start, end: meta.shared_poi.end }
            : null,
        },
        opened.user !== null,
      );
      this.scope.dispatch({ type: "loaded", record: toRecordDetail(reply), access, openedAs: opened.id });
      this.#followOwner(opened, access, String(reply.data.id));
      if (access.sharedPermissions === "loading" && !opened.permissionsAsked) void this.#loadPermissions(opened);
      this.afterLoad(opened);
    } catch (error) {
      if (!current()) return;
      const code = refusedCode(error);
      if (code !== null) this.scope.dispatch({ type: "linkRefused", code, message: linkErrorMessage(code) });
      else this.scope.dispatch({ type: "loadFailed", notFound: false, message: errorText(error) });
    }
  }

  /**
   * Follows the owner's view channel of the shared record (signed-in viewers only, contract rule 14),
   * named by the record's id: the link may name it by a token.
   */
  #followOwner(opened: OpenedRecord, access: RecordAccess, recordId: string): void {
    if (opened.channel !== null || opened.user === null || access.owner === null) return;
    opened.channel = this.socket.channel(sessionChannelName(access.owner.id, recordId)).subscribe({
      next: (event) => this.onViewEvent(opened, recordViewEvent(event)),
      error: () => undefined,
    });
  }

  async #loadPermissions(opened: OpenedRecord): Promise<void> {
    opened.permissionsAsked = true;
    let permissions: Record<string, boolean>;
    try {
      const reply = await this.scope.api.request(
        { method: "GET", path: sharedRecordCalls.sharedPermissions(opened.id) },
        SharedPermissionsReply,
      );
      permissions = reply.data.attributes;
    } catch {
      // Spec 3 §6: a permission load that fails revokes them.
      permissions = {};
    }
    if (stillOpen(this.scope, opened)) this.scope.dispatch({ type: "sharedPermissionsLoaded", permissions });
  }
}
