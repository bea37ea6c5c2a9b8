import { randomToken } from "../crypto/randomToken";
import { storeMedia } from "../media/storeMedia";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoNote, DemoRecordingSession } from "../db/DemoSnapshot";
import { readFileBytes } from "../media/readFileBytes";
import { ATTACHMENT_TEXTS, attachmentProblem, fileSizeOf } from "../model/noteAttachments";
import { sniffContentType } from "../model/sniffContentType";
import {
  NOTE_TEXTS,
  attachmentKeysOf,
  noteFileUrl,
  noteNameProblem,
  noteResource,
  findNote,
  noteNotFound,
  notesOf,
} from "../model/notes";
import { noteFileUrls } from "../model/noteFileUrls";
import { readNoteContent } from "../model/noteHtml/readNoteContent";
import { poiNameOf } from "../model/pois";
import { type AccessContext, type AccessNeed, requireAccess } from "../model/sharedAccess";
import { asRecord, attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";

const NO_CONTENT = { status: 204, headers: {}, body: null } as const;
const POI_POINTER = "/data/relationships/poi/data/id";

const isId = (value: unknown): value is string | number =>
  (typeof value === "string" && value !== "") || Number.isSafeInteger(value);

const sessionHasPoi = (db: DemoDatabase, session: DemoRecordingSession, poiId: string): boolean =>
  db.data.pois.some((poi) => poi.id === poiId && poi.sessionId === session.id);

/**
 * `relationships.poi.data` of a new note: absent or null (the session-wide note), or a highlight of
 * this session. The id, or the problem.
 */
const readPoiRelation = (
  db: DemoDatabase,
  session: DemoRecordingSession,
  data: Readonly<Record<string, unknown>>,
): { readonly poiId: string | null; readonly problem: string | null } => {
  const poi = asRecord(asRecord(data["relationships"])?.["poi"]);
  const target = poi?.["data"];
  if (target === undefined || target === null) return { poiId: null, problem: null };
  const resource = asRecord(target);
  const id = resource?.["id"];
  const typeOk = resource?.["type"] === undefined || resource["type"] === "sessions_pois";
  if (!resource || !typeOk || !isId(id) || !sessionHasPoi(db, session, String(id))) {
    return { poiId: null, problem: NOTE_TEXTS.poi };
  }
  return { poiId: String(id), problem: null };
};

/** The ids of `{data: [{type: "sessions_notes", id}, …]}`, or null when the list is malformed or empty. */
const readNoteIds = (body: unknown): string[] | null => {
  const list = asRecord(body)?.["data"];
  if (!Array.isArray(list) || !list.length) return null;
  const ids: string[] = [];
  for (const entry of list) {
    const resource = asRecord(entry);
    const id = resource?.["id"];
    if (!resource || resource["type"] !== "sessions_notes" || !isId(id)) return null;
    ids.push(String(id));
  }
  return ids;
};

const newNote = (
  db: DemoDatabase,
  fields: Omit<DemoNote, "id" | "createdAt" | "updatedAt">,
  now: number,
  url?: (id: string) => string,
): DemoNote =>
  db.mutate((data) => {
    data.counters.notes += 1;
    const id = String(data.counters.notes);
    const note: DemoNote = { ...fields, id, url: url ? url(id) : fields.url, createdAt: now, updatedAt: now };
    data.notes.push(note);
    return note;
  });

/** A note the request may `need` (an editor may write notes; 404 when its session is out of reach). */
const requireNoteAccess = (context: AccessContext, noteId: string, need: AccessNeed) => {
  const found = findNote(context.db, noteId);
  const access = requireAccess(context, found.session.id, need, { notFound: noteNotFound });
  return { ...found, access };
};

/**
 * Notes of a session (spec 3 §3 "Notes", §4 "Notes", §7; spec 2 §4.4): text notes, optionally of a
 * highlight, written as rich text (`html`, sanitised, its plain text derived) or as plain `text`
 * (issue 22), and link notes made by uploading a file. The owner and editors (people the record is
 * shared with, not read-only) write them; viewers read them with X-SHARED-ID; others get 404.
 */
export const noteRoutes: readonly Route[] = [
  authRoute("POST", "sessions/{id}/relationships/notes", async (context) => {
    const { request, db, now, params } = context;
    const access = requireAccess(context, params["id"] ?? "", "notes");
    const { session } = access;
    const data = dataOf(request.body);
    const attributes = attributesOf(request.body);
    const relation = readPoiRelation(db, session, data);
    const { content, checks } = await readNoteContent(db, attributes);
    requireValid([
      ["type", data["type"] === "sessions_notes" ? null : NOTE_TEXTS.resourceType, "/data/type"],
      ...checks,
      ["name", noteNameProblem(attributes["name"])],
      ["poi", relation.problem, POI_POINTER],
    ]);
    const note = newNote(
      db,
      {
        sessionId: session.id,
        poiId: relation.poiId,
        text: content!.text,
        html: content!.html,
        name: poiNameOf(attributes["name"]),
        url: null,
        attachment: null,
      },
      now(),
    );
    return dataReply(noteResource(note, await noteFileUrls(context, access)), 201);
  }),

  readRoute("GET", "sessions/{id}/relationships/notes", async (context) => {
    const { db, params } = context;
    const access = requireAccess(context, params["id"] ?? "", "read");
    const fileUrl = await noteFileUrls(context, access);
    return dataReply(notesOf(db, access.session.id).map((note) => noteResource(note, fileUrl)));
  }),

  authRoute("PATCH", "notes/{id}", async (context) => {
    const { request, db, now, params } = context;
    const { note, access } = requireNoteAccess(context, params["id"] ?? "", "notes");
    const type = dataOf(request.body)["type"];
    const { content, checks } = await readNoteContent(db, attributesOf(request.body));
    requireValid([
      ["type", type === undefined || type === "sessions_notes" ? null : NOTE_TEXTS.resourceType, "/data/type"],
      ...checks,
    ]);
    db.mutate(() => {
      note.text = content!.text;
      note.html = content!.html;
      note.updatedAt = now();
    }, note);
    return dataReply(noteResource(note, await noteFileUrls(context, access)));
  }),

  authRoute("DELETE", "notes/{id}", async (context) => {
    const { db, media, params } = context;
    const { note } = requireNoteAccess(context, params["id"] ?? "", "notes");
    db.mutate((data) => {
      data.notes = data.notes.filter((candidate) => candidate.id !== note.id);
    });
    const files = attachmentKeysOf([note]);
    if (files.length) await media.deleteFiles(files);
    return NO_CONTENT;
  }),

  // All or nothing: one id that is not a note of this session removes none (404).
  authRoute("DELETE", "sessions/{id}/relationships/notes/remove-several", async (context) => {
    const { request, db, media, params } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "notes");
    const ids = readNoteIds(request.body);
    requireValid([["data", ids ? null : NOTE_TEXTS.list, "/data"]]);
    const wanted = new Set(ids);
    const notes = db.data.notes.filter((note) => note.sessionId === session.id && wanted.has(note.id));
    const missing = [...wanted].filter((id) => !notes.some((note) => note.id === id));
    if (missing.length) {
      throw new DemoHttpError(404, {
        title: NOTE_TEXTS.someNotFound,
        meta: { missing },
        source: { pointer: "/data" },
      });
    }
    db.mutate((data) => {
      data.notes = data.notes.filter((note) => !wanted.has(note.id) || note.sessionId !== session.id);
    });
    const files = attachmentKeysOf(notes);
    if (files.length) await media.deleteFiles(files);
    return NO_CONTENT;
  }),

  // One file in the multipart field `file`; `?poi_id=` attaches it to a highlight of this session.
  authRoute("POST", "sessions/{id}/relationships/notes/upload", async (context) => {
    const { request, db, media, now, params } = context;
    const access = requireAccess(context, params["id"] ?? "", "notes");
    const { session } = access;
    const files = request.files.filter((file) => file.field === "file");
    requireValid(
      [["file", files.length === 1 ? null : files.length ? ATTACHMENT_TEXTS.oneFile : ATTACHMENT_TEXTS.fileMissing]],
      "",
    );
    const poiId = request.query.get("poi_id") || null;
    if (poiId !== null && !sessionHasPoi(db, session, poiId)) {
      throw new DemoHttpError(422, { title: ATTACHMENT_TEXTS.poi, source: { parameter: "poi_id" } });
    }
    const file = files[0]!;
    const size = fileSizeOf(file.data);
    requireValid([["file", size === null ? ATTACHMENT_TEXTS.unreadable : null]], "");
    const problem = attachmentProblem(file.name, size!);
    if (problem) throw new DemoHttpError(problem.status, { title: problem.title, source: { pointer: "/file" } });
    const bytes = await readFileBytes(file.data);
    requireValid([["file", bytes ? null : ATTACHMENT_TEXTS.unreadable]], "");
    // Bytes first: should the snapshot fail to save, an orphan file is dropped at the next start.
    const key = randomToken(16);
    await storeMedia(() => media.putFile(key, bytes!));
    const note = newNote(
      db,
      {
        sessionId: session.id,
        poiId,
        text: file.name,
        name: file.name,
        url: null,
        attachment: { key, size: bytes!.length, contentType: sniffContentType(bytes!) },
      },
      now(),
      (id) => noteFileUrl(id, key, file.name),
    );
    return dataReply(noteResource(note, await noteFileUrls(context, access)), 201);
  }),
];
