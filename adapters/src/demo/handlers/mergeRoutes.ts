import { mergeRecording } from "../model/mergeRecording";
import { requireAccess } from "../model/sharedAccess";
import { demoProcessingOf } from "../processing/demoProcessingOf";
import { DemoHttpError } from "../routing/DemoHttpError";
import { type Route, authRoute } from "../routing/Route";
import { sessionDocument } from "./sessionDocument";

export const MERGE_NEEDS_END = "The session must be ended before it is merged.";

/**
 * POST sessions/{id}/merge: answers once every stream's merged file is stored and the session is
 * wrapped, with the session and its streams (received). Processing (waveform, converted) runs after
 * the answer, its progress arriving as events. Merging a merged session answers it again (idempotent).
 * `meta: { durable: false }` at the top of the document when the backend's storage does not outlive
 * the tab (memory, or a newer build's data left alone); absent means stored for good.
 */
export const mergeRoutes: readonly Route[] = [
  authRoute("POST", "sessions/{id}/merge", async (context) => {
    const { db, media, events, now, params, injected } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    if (session.status < 20) throw new DemoHttpError(409, { title: MERGE_NEEDS_END });
    if (session.status === 20) {
      await mergeRecording({ db, media, events, now }, session, injected?.kind === "failMerge");
      // Not awaited: the pipeline waits for this request to end before its first step.
      void demoProcessingOf(context).then((processing) => processing.process(session.id));
    }
    const document = await sessionDocument(context, session, { withStreams: true });
    // A backend that keeps nothing past this tab says so: the client must not delete its copy then.
    return db.durable ? document : { ...document, body: { ...(document.body as object), meta: { durable: false } } };
  }),
];
