import type { ApiClient } from "../../api/ApiClient";
import type { Highlight, HighlightDraft } from "../domain/Highlight";
import { highlightCalls } from "./highlightCalls";
import { HighlightReply, toHighlight } from "./highlightReplies";

/** A highlight to create: the widget's draft, or an automatic flag ('auto', spec 3 §3) of the record page. */
export type NewHighlight = Omit<HighlightDraft, "type"> & { readonly type: HighlightDraft["type"] | "auto" };

const utc = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * Spec 3 §7 `POST sessions/{id}/relationships/pois`: creates a highlight on the session and answers
 * it as the server stored it. The one place this call is written (the widget's trackpad, the record
 * page's highlight recorder).
 */
export const createHighlight = async (
  api: Pick<ApiClient, "request">,
  sessionId: string,
  highlight: NewHighlight,
): Promise<Highlight> => {
  const reply = await api.request(
    {
      method: "POST",
      path: highlightCalls.create(sessionId),
      body: {
        data: {
          type: "sessions_pois",
          attributes: {
            type: highlight.type,
            name: highlight.name,
            started_at: utc(highlight.startedAt),
            ended_at: utc(highlight.endedAt),
          },
        },
      },
    },
    HighlightReply,
  );
  return toHighlight(reply.data);
};
