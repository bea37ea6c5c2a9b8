import { CAPTION_IMPORT_TEXTS } from "@lectern/core/records/transcript/captionImportTexts";
import {
  CAPTION_FILE_LIMITS,
  captionFileProblem,
  parseCaptionFile,
} from "@lectern/core/records/transcript/parseCaptionFile";
import { cuesWithin, storeImportedTranscript } from "../model/importedTranscript";
import { primaryStreamOf } from "../model/recordingResources";
import { streamsOf } from "../model/recordingSessions";
import { formatDuration } from "@lectern/core/kernel/formatDuration";
import { transcriptResource } from "../model/insightResources";
import { sessionChannel } from "../model/recordingSessions";
import { requireAccess, requireStreamAccess } from "../model/sharedAccess";
import { hasSentences, transcriptOf } from "../model/sessionRelated";
import { transcriptWithin } from "../model/spanCuts";
import { webVttOf } from "../model/webVtt";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";
import { studyPipelineOf } from "../study/studyPipelineOf";

const TEXT_POINTER = "/data/attributes/text";

/** A refused file: 413 when it is too large, 422 otherwise, its message (with the line) as the title. */
const refuseFile = (status: 413 | 422, message: string, line: number | null = null): never => {
  throw new DemoHttpError(status, {
    title: message,
    message,
    source: { pointer: TEXT_POINTER },
    ...(line === null ? {} : { meta: { line } }),
  });
};

/**
 * The transcript of a session (spec 3 §3 "Transcript"): as `transcripts` resources, and as the
 * WebVTT captions track of its streams (empty of cues when there is none). The owner, or a viewer
 * with X-SHARED-ID; through a shared highlight, only the cues of its span (issue 19). The owner
 * imports a caption file (SRT or WebVTT) as the transcript of a lecture that has none (issue 21).
 */
export const transcriptRoutes: readonly Route[] = [
  readRoute("GET", "sessions/{id}/transcripts", async (context) => {
    const { db, params } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "read");
    const transcripts = [...(await db.sessionRows("transcripts", session.id))].sort(
      (a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id),
    );
    return dataReply(transcripts.map(transcriptResource));
  }),

  readRoute("GET", "streams/{id}/captions", async (context) => {
    const { db, params } = context;
    const { stream, session, span } = requireStreamAccess(context, params["id"] ?? "", "read");
    const transcript = await transcriptOf(db, session.id);
    const vtt = webVttOf(span ? transcriptWithin(transcript, span) : transcript);
    return dataReply({ id: stream.id, type: "captions", attributes: { vtt } });
  }),

  /**
   * Issue 21: `{ file_name, text }` of an SRT or WebVTT file becomes the transcript of the owner's
   * finished lecture that has none (409 when it has one, or is still recording), checked as the
   * record page checks it (413 too large, 422 with the line otherwise); the study material is made
   * from it as from a transcript made at the merge. Answers 201 with the transcript.
   */
  authRoute("POST", "sessions/{id}/transcript/import", async (context) => {
    const { db, params, request, now, user, events } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const attributes = attributesOf(request.body);
    const fileName = attributes["file_name"];
    const text = attributes["text"];
    requireValid([
      [
        "type",
        dataOf(request.body)["type"] === "transcript_imports" ? null : CAPTION_IMPORT_TEXTS.resourceType,
        "/data/type",
      ],
      ["file_name", typeof fileName === "string" && fileName.trim() ? null : CAPTION_IMPORT_TEXTS.fileName],
      ["text", typeof text === "string" ? null : CAPTION_IMPORT_TEXTS.text],
    ]);
    const name = (fileName as string).trim();
    const bytes = new TextEncoder().encode(text as string).length;
    const problem = captionFileProblem(name, bytes);
    if (problem) refuseFile(bytes > CAPTION_FILE_LIMITS.maxBytes ? 413 : 422, problem);
    const parsed = parseCaptionFile(text as string, name);
    if (!parsed.ok) return refuseFile(422, parsed.message, parsed.line);
    if (session.endedAt === null) throw new DemoHttpError(409, { title: CAPTION_IMPORT_TEXTS.stillRecording });
    if (hasSentences(await transcriptOf(db, session.id))) {
      throw new DemoHttpError(409, { title: CAPTION_IMPORT_TEXTS.alreadyHasTranscript });
    }
    const owner = `${user.profile.first_name} ${user.profile.last_name}`.trim() || "Host";
    const duration = primaryStreamOf(streamsOf(db, session.id))?.duration ?? null;
    if (cuesWithin(parsed.cues, duration).length === 0)
      return refuseFile(422, CAPTION_IMPORT_TEXTS.afterTheEnd(formatDuration((duration ?? 0) * 1000, "timer")));
    const transcript = await storeImportedTranscript(db, session, parsed.cues, owner, now());
    // Not awaited: the pipeline's first step waits for this request to end.
    void studyPipelineOf(context).then((pipeline) => pipeline.kick());
    events.publish(sessionChannel(session.userId, session.id), "assets_changes", { id: session.id });
    return dataReply(transcriptResource(transcript), 201);
  }),
];
