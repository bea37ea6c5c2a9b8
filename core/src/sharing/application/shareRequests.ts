import type { ApiClient } from "../../api/ApiClient";
import { type RecordShare, toRecordShare } from "../domain/RecordShare";
import { type ShareDraft, sharePayload } from "../domain/shareDraft";
import { sharingCalls } from "./sharingCalls";
import { SharedReply } from "./sharingReplies";

type Api = Pick<ApiClient, "request">;
type Sender = Pick<ApiClient, "send">;

/** A share the server answered with: the shared session's id (a highlight's is a new session) and its settings. */
export interface ShareReply {
  readonly sessionId: string;
  readonly share: RecordShare;
}

const toReply = (reply: SharedReply): ShareReply => ({
  sessionId: String(reply.data.id),
  share: toRecordShare(reply.data.attributes),
});

/** The owner's share calls, each decoding the SharedResource it gets back. */
export const shareRequests = {
  linkOn: async (api: Api, sessionId: string): Promise<ShareReply> =>
    toReply(await api.request({ method: "POST", path: sharingCalls.linkOn(sessionId) }, SharedReply)),

  unshare: async (api: Api, sessionId: string): Promise<ShareReply> =>
    toReply(await api.request({ method: "DELETE", path: sharingCalls.unshare(sessionId) }, SharedReply)),

  save: async (api: Api, sessionId: string, draft: ShareDraft): Promise<ShareReply> =>
    toReply(
      await api.request({ method: "POST", path: sharingCalls.save(sessionId), body: sharePayload(draft) }, SharedReply),
    ),

  shareHighlight: async (api: Api, poiId: string): Promise<ShareReply> =>
    toReply(await api.request({ method: "POST", path: sharingCalls.shareHighlight(poiId) }, SharedReply)),

  /** The contract gives this reply no body to rely on: success is the 2xx. */
  unshareHighlight: async (api: Sender, poiId: string): Promise<void> => {
    await api.send({ method: "DELETE", path: sharingCalls.unshareHighlight(poiId) });
  },
} as const;
