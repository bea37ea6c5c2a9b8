import type { ApiClient } from "../../api/ApiClient";
import { isApiError } from "../../kernel/ApiError";
import { SHARED_SESSION_QUERY, sharedRecordCalls } from "../../sharing/application/sharedRecordCalls";
import { SharedSessionReply } from "../../sharing/application/sharedRecordReplies";
import { type RecordAccess, sharedAccess } from "./RecordAccess";
import type { RecordDetail } from "./RecordDetail";
import { toRecordDetail } from "./toRecordDetail";

/** A refusal of a shared link (spec 3 §2 "Shared-record guard"): its status, else null. */
export const refusedCode = (error: unknown): 403 | 404 | null =>
  isApiError(error) && (error.status === 403 || error.status === 404) ? error.status : null;

/**
 * /shared-records/{id}: the shared session (with X-SHARED-ID, set by the page's scope) and what the
 * server's meta grants this viewer, signed in or not.
 */
export const readSharedRecord = async (
  api: Pick<ApiClient, "request">,
  id: string,
  signedIn: boolean,
): Promise<{ readonly record: RecordDetail; readonly access: RecordAccess }> => {
  const reply = await api.request(
    { method: "GET", path: sharedRecordCalls.sharedSession(id), query: SHARED_SESSION_QUERY },
    SharedSessionReply,
  );
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
    signedIn,
  );
  return { record: toRecordDetail(reply), access };
};
