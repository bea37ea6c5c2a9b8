import { notesOf } from "../model/notes";
import { poisOf } from "../model/pois";
import { safeFileName, streamFileName, zipFileName } from "../model/recordingFileNames";
import { streamsOf } from "../model/recordingSessions";
import { addressGrant, requireAccess } from "../model/sharedAccess";
import { notesText, transcriptText } from "../model/recordingTexts";
import { transcriptOf } from "../model/sessionRelated";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";
import { FILE_NOT_FOUND } from "./temporaryUrlRoutes";

/** Two streams of one type would share a name: the second gets " (2)". */
const unique = (names: string[], name: string): string => {
  let candidate = name;
  for (let n = 2; names.includes(candidate); n += 1) candidate = name.replace(/(\.\w+)$/, ` (${n})$1`);
  names.push(candidate);
  return candidate;
};

/**
 * GET sessions/{id}/zip (spec 3 §7): a temporary address of a real zip of the recording: each
 * stream's media, the transcript (when there is one) and the notes as text. 404 'File is not found'
 * when the session holds no media. Media is stored, not deflated: WebM is compressed already. The
 * address is this caller's, lapses, and stops answering when their download access goes (issue 19).
 */
export const zipRoutes: readonly Route[] = [
  readRoute("GET", "sessions/{id}/zip", async (context) => {
    const { db, addresses, params } = context;
    const access = requireAccess(context, params["id"] ?? "", "download");
    const { session } = access;
    const names: string[] = [];
    const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
    for (const stream of streamsOf(db, session.id)) {
      const bytes = await addresses.readStream(stream);
      if (bytes) entries[unique(names, streamFileName(session, stream))] = [bytes, { level: 0 }];
    }
    if (!names.length) throw new DemoHttpError(404, { title: FILE_NOT_FOUND, source: { parameter: "session" } });
    const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
    const transcript = transcriptText(await transcriptOf(db, session.id));
    if (transcript) entries[`${safeFileName(session.name)} - Transcript.txt`] = [encode(transcript), { level: 6 }];
    const notes = notesText(notesOf(db, session.id), poisOf(db, session.id), session.startedAt);
    if (notes) entries[`${safeFileName(session.name)} - Notes.txt`] = [encode(notes), { level: 6 }];
    // fflate loads with the first zip only: the tab's recording routes stay small.
    const { zipSync } = await import("fflate");
    const name = zipFileName(session);
    const url = await addresses.fileAddress(
      name,
      zipSync(entries),
      "application/zip",
      addressGrant(context, access, "download"),
    );
    return dataReply({ id: session.id, type: "files_temporary_urls", attributes: { name, url } });
  }),
];
