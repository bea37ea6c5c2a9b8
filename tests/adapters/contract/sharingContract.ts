import { SESSION_NOT_FOUND } from "@lectern/adapters/demo/model/recordingSessions";
import { SHARING_TEXTS } from "@lectern/adapters/demo/model/sharingTexts";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import type { ApiRequest } from "@lectern/core/api/requestConventions";
import type { WireResponse } from "@lectern/core/api/wire";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { PERMISSION_FLAGS } from "@lectern/core/permissions/domain/Permissions";
import { SessionDocumentReply } from "@lectern/core/records/record/recordReplies";
import { SharedAttribute } from "@lectern/core/sharing/domain/RecordShare";
import * as Schema from "effect/Schema";
import { beforeEach, describe, expect, it } from "vitest";
import { HighlightsDriver } from "./highlights/HighlightsDriver";
import { seedRecording } from "./recordSeed";
import { SharingDriver } from "./sharing/SharingDriver";
import type { SharingSubject } from "./sharing/SharingSubject";
import { STARTED_AT, UploadDriver } from "./upload/UploadDriver";

const OWNER = SEED_USERS[0];
const START_MS = Date.parse(STARTED_AT);
const at = (seconds: number): string => new Date(START_MS + seconds * 1000).toISOString();

const SharedResource = Schema.Struct({
  type: Schema.Literal("shared"),
  id: Schema.String,
  attributes: SharedAttribute,
  meta: Schema.Struct({ is_readonly: Schema.Boolean, is_downloadable: Schema.Boolean }),
});
const SharedReply = Schema.Struct({ data: SharedResource });
const Owner = Schema.Struct({
  id: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  fullname: Schema.String,
});
const SharedRecordReply = Schema.Struct({
  ...SessionDocumentReply.fields,
  meta: Schema.Struct({
    is_owner: Schema.Boolean,
    is_readonly: Schema.Boolean,
    is_downloadable: Schema.Boolean,
    owner: Owner,
    shared_poi: Schema.NullOr(Schema.Struct({ poi_id: Schema.String, start: Schema.Number, end: Schema.Number })),
  }),
});

const decode = <S extends Schema.Codec<unknown, unknown>>(schema: S, response: WireResponse): S["Type"] =>
  Schema.decodeUnknownSync(schema)(response.body);

/** The status a call ended with (2xx or the ApiError's), and the error's title. */
const outcome = async (call: Promise<WireResponse>): Promise<{ status: number; title: string | null }> => {
  try {
    const response = await call;
    return { status: response.status, title: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: error.status, title: error.title };
  }
};

interface Fixture {
  readonly sessionId: string;
  readonly streamId: string;
  readonly poiId: string;
  readonly noteId: string;
}

/** Every write a viewer could try on a session (rule 11), as requests on the fixture. */
const WRITES: readonly (readonly [string, (f: Fixture) => ApiRequest])[] = [
  [
    "rename",
    (f) => ({
      method: "PATCH",
      path: `sessions/${f.sessionId}`,
      body: { data: { type: "sessions", attributes: { name: "Mine" } } },
    }),
  ],
  ["delete session", (f) => ({ method: "DELETE", path: `sessions/${f.sessionId}` })],
  [
    "tag session",
    (f) => ({
      method: "POST",
      path: `sessions/${f.sessionId}/relationships/tags`,
      body: { data: [{ type: "tags", id: "1" }] },
    }),
  ],
  [
    "untag session",
    (f) => ({
      method: "DELETE",
      path: `sessions/${f.sessionId}/relationships/tags`,
      body: { data: [{ type: "tags", id: "1" }] },
    }),
  ],
  [
    "tag poi",
    (f) => ({
      method: "POST",
      path: `pois/${f.poiId}/relationships/tags`,
      body: { data: [{ type: "tags", id: "1" }] },
    }),
  ],
  [
    "untag poi",
    (f) => ({
      method: "DELETE",
      path: `pois/${f.poiId}/relationships/tags`,
      body: { data: [{ type: "tags", id: "1" }] },
    }),
  ],
  [
    "create poi",
    (f) => ({
      method: "POST",
      path: `sessions/${f.sessionId}/relationships/pois`,
      body: { data: { type: "sessions_pois", attributes: { type: "poi", started_at: at(2) } } },
    }),
  ],
  [
    "edit poi",
    (f) => ({
      method: "PATCH",
      path: `pois/${f.poiId}`,
      body: { data: { type: "sessions_pois", attributes: { name: "Mine" } } },
    }),
  ],
  ["delete poi", (f) => ({ method: "DELETE", path: `pois/${f.poiId}` })],
  [
    "create note",
    (f) => ({
      method: "POST",
      path: `sessions/${f.sessionId}/relationships/notes`,
      body: { data: { type: "sessions_notes", attributes: { text: "<p>Mine</p>" } } },
    }),
  ],
  [
    "edit note",
    (f) => ({
      method: "PATCH",
      path: `notes/${f.noteId}`,
      body: { data: { type: "sessions_notes", attributes: { text: "<p>Mine</p>" } } },
    }),
  ],
  ["delete note", (f) => ({ method: "DELETE", path: `notes/${f.noteId}` })],
  [
    "upload note",
    (f) => ({
      method: "POST",
      path: `sessions/${f.sessionId}/relationships/notes/upload`,
      body: { data: { type: "sessions_notes" } },
      files: [{ field: "file", name: "a.txt", data: new Blob(["hello"]) }],
    }),
  ],
  [
    "generate",
    (f) => ({
      method: "POST",
      path: `sessions/${f.sessionId}/summaries`,
      body: { data: { type: "sessions_summaries", attributes: { parts: ["summary"] } } },
    }),
  ],
  [
    "ask tutor",
    (f) => ({
      method: "POST",
      path: `sessions/${f.sessionId}/tutor`,
      body: { data: { type: "tutor_messages", attributes: { question: "Why?" } } },
    }),
  ],
  ["clear tutor", (f) => ({ method: "DELETE", path: `sessions/${f.sessionId}/tutor` })],
  ["link on", (f) => ({ method: "POST", path: `v2/session/${f.sessionId}/share` })],
  ["unshare (v2)", (f) => ({ method: "DELETE", path: `v2/session/${f.sessionId}/unshare` })],
  ["unshare", (f) => ({ method: "DELETE", path: `sessions/${f.sessionId}/unshare` })],
  [
    "save share",
    (f) => ({
      method: "POST",
      path: `sessions/${f.sessionId}/share`,
      body: { data: { type: "shared", attributes: { readonly: true, persons: [] } } },
    }),
  ],
  ["share poi", (f) => ({ method: "POST", path: `pois/${f.poiId}/share` })],
  ["unshare poi", (f) => ({ method: "DELETE", path: `pois/${f.poiId}/unshare` })],
  [
    "add stream",
    (f) => ({
      method: "POST",
      path: `sessions/${f.sessionId}/relationships/streams`,
      body: { data: { type: "streams", attributes: { type: "audio" } } },
    }),
  ],
  ["end", (f) => ({ method: "POST", path: `sessions/${f.sessionId}/end`, body: { data: { attributes: {} } } })],
];
const NOTE_WRITES = new Set(["create note", "edit note", "delete note", "upload note"]);

/**
 * Sharing a record (contract of issue 13): the owner's share calls, the shared record as a visitor,
 * a listed person and a stranger open it, X-SHARED-ID on every read, downloads, writes by viewers
 * and editors, bookmarks and the "Shared with me" list, per-user favourites, the shared permission
 * set, a shared highlight, and the invitation mail. Runs unchanged against every backend.
 */
export const describeSharingContract = (suiteName: string, makeSubject: () => Promise<SharingSubject>): void => {
  describe(suiteName, () => {
    let subject: SharingSubject;
    let sharing: SharingDriver;
    let owner: string;
    let reader: { token: string; email: string };
    let editor: { token: string; email: string };
    let stranger: { token: string; email: string };
    let fixture: Fixture;

    const signUp = async (sessions: UploadDriver, name: string) => {
      const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
      return { token: await sessions.signUp(email, "Other#2026pass"), email };
    };

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      const sessions = new UploadDriver(subject.api, subject.keyValue);
      sharing = new SharingDriver(subject.api, subject.keyValue);
      reader = await signUp(sessions, "reader");
      editor = await signUp(sessions, "editor");
      stranger = await signUp(sessions, "stranger");
      owner = await sessions.signIn(OWNER.email, OWNER.password);
      const highlights = new HighlightsDriver(subject.api);
      const created = await sessions.createSession();
      const sessionId = created.data.id;
      await sessions.startSession(sessionId, STARTED_AT);
      const poi = await highlights.createPoi(sessionId, {
        type: "poi",
        name: "Key idea",
        started_at: at(1),
        ended_at: at(11),
      });
      const note = await highlights.createNote(sessionId, { text: "<p>Owner's note</p>" });
      await sessions.endSession(sessionId);
      const streamId = await seedRecording(subject.router(), sessionId, { insights: true, waveform: true });
      fixture = { sessionId, streamId, poiId: poi.data.id, noteId: note.data.id };
    });

    /** Shares with the reader (read-only) and the editor (not read-only); the link stays off. */
    const shareWithPeople = () =>
      sharing.save(owner, fixture.sessionId, {
        readonly: true,
        persons: [
          { email: reader.email, readonly: true },
          { email: editor.email, readonly: false },
        ],
      });

    describe("the owner's share calls", () => {
      it("turns the link on with the defaults, and the owner's document carries `shared`", async () => {
        const share = decode(SharedReply, await sharing.linkOn(owner, fixture.sessionId)).data;
        expect(share).toMatchObject({
          id: fixture.sessionId,
          attributes: { link_enabled: true, is_readonly: true, is_downloadable: false, persons: [] },
          meta: { is_readonly: true, is_downloadable: false },
        });
        const document = await sharing.as(owner, { method: "GET", path: `sessions/${fixture.sessionId}` });
        const shared = (document.body as { data: { attributes: { shared: unknown } } }).data.attributes.shared;
        expect(Schema.decodeUnknownSync(SharedAttribute)(shared)).toMatchObject({ link_enabled: true });
      });

      it("answers `shared: null` for a record never shared", async () => {
        const document = await sharing.as(owner, { method: "GET", path: `sessions/${fixture.sessionId}` });
        expect((document.body as { data: { attributes: Record<string, unknown> } }).data.attributes).toMatchObject({
          shared: null,
          shared_with_me: false,
          owner: { id: OWNER.id, first_name: "Demo", last_name: "Student", fullname: "Demo Student" },
        });
      });

      it("saves the meta and replaces the people, without touching the link", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        await shareWithPeople();
        const saved = decode(
          SharedReply,
          await sharing.save(owner, fixture.sessionId, {
            readonly: false,
            downloadable: true,
            persons: [{ email: ` ${editor.email.toUpperCase()} `, readonly: false, downloadable: true }],
          }),
        ).data;
        expect(saved.attributes).toMatchObject({
          link_enabled: true,
          is_readonly: false,
          is_downloadable: true,
          persons: [
            { email: editor.email, is_readonly: false, is_downloadable: true, first_name: "Other", last_name: "User" },
          ],
        });
      });

      it("refuses a bad e-mail and the owner's own with 422 pointing at the person", async () => {
        const bad = await outcome(
          sharing.save(owner, fixture.sessionId, {
            readonly: true,
            persons: [{ email: reader.email }, { email: "nope" }],
          }),
        );
        expect(bad).toEqual({ status: 422, title: SHARING_TEXTS.invalidEmail });
        const error = await sharing
          .save(owner, fixture.sessionId, { readonly: true, persons: [{ email: "nope" }] })
          .catch((caught: unknown) => caught);
        expect(JSON.stringify(error)).toContain("/data/attributes/persons/0/email");
        expect(
          await outcome(sharing.save(owner, fixture.sessionId, { readonly: true, persons: [{ email: OWNER.email }] })),
        ).toEqual({
          status: 422,
          title: SHARING_TEXTS.shareWithSelf,
        });
      });

      it("invites a person without an account by mail, with the link", async () => {
        const email = `invited-${Math.random().toString(36).slice(2)}@example.com`;
        await sharing.save(owner, fixture.sessionId, { readonly: true, persons: [{ email }, { email: reader.email }] });
        const mails = (await sharing.outbox(email)).body as {
          data: { attributes: { subject: string; text: string; link: string } }[];
        };
        expect(mails.data).toHaveLength(1);
        expect(mails.data[0]!.attributes.subject).toBe("Demo Student shared a recording with you");
        expect(mails.data[0]!.attributes.text).toContain(`/shared-records/${sharing.linkIdOf(fixture.sessionId)}`);
        // People with an account find it by the link or their list: no invitation (sign-up mails aside).
        const toReader = (await sharing.outbox(reader.email)).body as { data: { attributes: { subject: string } }[] };
        expect(toReader.data.filter((mail) => mail.attributes.subject.includes("shared a recording"))).toEqual([]);
      });

      it("unshares: the link off, nobody listed, a visitor and a bookmark then get 404", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        await shareWithPeople();
        await sharing.bookmark(reader.token, fixture.sessionId);
        const stopped = decode(SharedReply, await sharing.unshare(owner, fixture.sessionId)).data;
        expect(stopped.attributes).toMatchObject({ link_enabled: false, persons: [] });
        expect(await outcome(sharing.shared(null, fixture.sessionId))).toEqual({
          status: 404,
          title: SHARING_TEXTS.linkNotFound,
        });
        expect(await outcome(sharing.shared(reader.token, fixture.sessionId))).toMatchObject({ status: 404 });
        const listed = (await sharing.list(reader.token, { "filter[shared]": 1 })).body as { data: unknown[] };
        expect(listed.data).toEqual([]);
        decode(SharedReply, await sharing.unshareSession(owner, fixture.sessionId));
      });
    });

    describe("GET v2/session/shared/{id}", () => {
      it("opens for a signed-out visitor when the link is on, with the link's meta and the owner", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        const reply = decode(SharedRecordReply, await sharing.shared(null, fixture.sessionId));
        expect(reply.meta).toEqual({
          is_owner: false,
          is_readonly: true,
          is_downloadable: false,
          owner: { id: OWNER.id, first_name: "Demo", last_name: "Student", fullname: "Demo Student" },
          shared_poi: null,
        });
        expect(reply.data.id).toBe(fixture.sessionId);
        expect((reply.included ?? []).map((resource) => resource.type)).toEqual(
          expect.arrayContaining(["streams", "sessions_pois", "sessions_notes", "transcripts"]),
        );
        expect((reply.data.attributes as Record<string, unknown>)["shared"]).toBeNull();
      });

      it("treats an expired or unknown bearer as signed out", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        expect((await sharing.shared("not-a-token", fixture.sessionId)).status).toBe(200);
      });

      it("gives a listed person their own meta, the owner is_owner, and refuses the unlisted with 403 while the link is off", async () => {
        await sharing.save(owner, fixture.sessionId, {
          readonly: true,
          persons: [{ email: editor.email, readonly: false, downloadable: true }],
        });
        const asEditor = decode(SharedRecordReply, await sharing.shared(editor.token, fixture.sessionId));
        expect(asEditor.meta).toMatchObject({ is_owner: false, is_readonly: false, is_downloadable: true });
        const asOwner = decode(SharedRecordReply, await sharing.shared(owner, fixture.sessionId));
        expect(asOwner.meta).toMatchObject({ is_owner: true, is_readonly: false, is_downloadable: true });
        expect(await outcome(sharing.shared(stranger.token, fixture.sessionId))).toEqual({
          status: 403,
          title: SHARING_TEXTS.viewForbidden,
        });
        expect(await outcome(sharing.shared(null, fixture.sessionId))).toMatchObject({ status: 403 });
      });

      it("answers 404 for a record never shared and for one that does not exist", async () => {
        expect(await outcome(sharing.shared(stranger.token, fixture.sessionId))).toEqual({
          status: 404,
          title: SHARING_TEXTS.linkNotFound,
        });
        expect(await outcome(sharing.shared(null, "99999"))).toEqual({
          status: 404,
          title: SHARING_TEXTS.linkNotFound,
        });
      });
    });

    describe("share links name a token, not the record's id (issue 20)", () => {
      const LINK_TOKEN = /^[0-9a-f]{32}$/;

      it("gives each share a token of 128 bits as its link_id", async () => {
        const reply = await sharing.linkOn(owner, fixture.sessionId);
        const linkId = (reply.body as { data: { attributes: { link_id: string } } }).data.attributes.link_id;
        expect(linkId).toMatch(LINK_TOKEN);
        expect(linkId).not.toBe(fixture.sessionId);
        // Turning the link off and on keeps the address the owner already handed out.
        await sharing.unshare(owner, fixture.sessionId);
        await sharing.linkOn(owner, fixture.sessionId);
        expect(sharing.linkIdOf(fixture.sessionId)).toBe(linkId);
      });

      it("opens by the token for anyone, by the record's id for nobody new", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        const opened = decode(SharedRecordReply, await sharing.shared(null, fixture.sessionId));
        expect(opened.data.id).toBe(fixture.sessionId);
        for (const viewer of [null, stranger.token]) {
          expect(await outcome(sharing.shared(viewer, fixture.sessionId, "byId"))).toEqual({
            status: 404,
            title: SHARING_TEXTS.linkNotFound,
          });
        }
        expect((await outcome(sharing.bookmark(stranger.token, fixture.sessionId, "byId"))).status).toBe(404);
        const read: ApiRequest = { method: "GET", path: `sessions/${fixture.sessionId}/relationships/pois` };
        expect((await outcome(sharing.as(stranger.token, read, "byId:" + fixture.sessionId))).status).toBe(404);
        // Its owner, and a viewer who opened the link before (a bookmark), reach it by id too.
        expect((await sharing.shared(owner, fixture.sessionId, "byId")).status).toBe(200);
        expect((await sharing.bookmark(stranger.token, fixture.sessionId)).status).toBe(204);
        expect((await sharing.shared(stranger.token, fixture.sessionId, "byId")).status).toBe(200);
      });

      it("lets a listed person open it by the record's id (their 'Shared with me')", async () => {
        await sharing.save(owner, fixture.sessionId, { readonly: true, persons: [{ email: reader.email }] });
        expect((await sharing.shared(reader.token, fixture.sessionId, "byId")).status).toBe(200);
      });

      it("serves the record's routes under its token in the path", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        const token = sharing.linkIdOf(fixture.sessionId);
        const pois = await sharing.as(null, { method: "GET", path: `sessions/${token}/relationships/pois` });
        expect(pois.status).toBe(200);
        const document = decode(
          SessionDocumentReply,
          await sharing.as(null, { method: "GET", path: `sessions/${token}` }),
        );
        expect(document.data.id).toBe(fixture.sessionId);
      });
    });

    describe("X-SHARED-ID on reads", () => {
      beforeEach(async () => {
        await sharing.linkOn(owner, fixture.sessionId);
      });

      it("lets a visitor read the session's records only with the header naming it", async () => {
        const id = fixture.sessionId;
        const reads: ApiRequest[] = [
          { method: "GET", path: `sessions/${id}` },
          { method: "GET", path: `streams/${fixture.streamId}/temporary/cdn` },
          { method: "GET", path: `streams/${fixture.streamId}/waveform` },
          { method: "GET", path: `streams/${fixture.streamId}/captions` },
          { method: "GET", path: `sessions/${id}/transcripts` },
          { method: "GET", path: `sessions/${id}/relationships/pois` },
          { method: "GET", path: `sessions/${id}/relationships/notes` },
          { method: "GET", path: `sessions/${id}/quizzes` },
        ];
        for (const read of reads) {
          expect((await sharing.as(null, read, id)).status, read.path).toBe(200);
          expect((await sharing.as(stranger.token, read, id)).status, read.path).toBe(200);
          expect((await outcome(sharing.as(stranger.token, read))).status, read.path).toBe(404);
          expect((await outcome(sharing.as(stranger.token, read, "99999"))).status, read.path).toBe(404);
        }
        const document = decode(
          SessionDocumentReply,
          await sharing.as(null, { method: "GET", path: `sessions/${id}` }, id),
        );
        expect(document.data.attributes.favourite).toBe(false);
        expect((await outcome(sharing.as(null, { method: "GET", path: `sessions/${id}` }))).status).toBe(401);
      });

      it("refuses downloads unless downloadable (403), and allows them once it is", async () => {
        const downloads: ApiRequest[] = [
          { method: "GET", path: `streams/${fixture.streamId}/temporary` },
          { method: "GET", path: `sessions/${fixture.sessionId}/zip` },
        ];
        for (const download of downloads) {
          expect(await outcome(sharing.as(null, download, fixture.sessionId))).toEqual({
            status: 403,
            title: SHARING_TEXTS.downloadForbidden,
          });
        }
        await sharing.save(owner, fixture.sessionId, { readonly: true, downloadable: true, persons: [] });
        for (const download of downloads) {
          expect((await sharing.as(null, download, fixture.sessionId)).status).toBe(200);
        }
      });
    });

    describe("writes by viewers", () => {
      beforeEach(async () => {
        await shareWithPeople();
      });

      for (const [name, write] of WRITES) {
        it(`${name}: 403 for a read-only person, 404 for a stranger, 401 signed out`, async () => {
          expect(await outcome(sharing.as(reader.token, write(fixture), fixture.sessionId))).toEqual({
            status: 403,
            title: SHARING_TEXTS.changeForbidden,
          });
          expect((await outcome(sharing.as(stranger.token, write(fixture), fixture.sessionId))).status).toBe(404);
          expect((await outcome(sharing.as(stranger.token, write(fixture)))).status).toBe(404);
          expect((await outcome(sharing.as(null, write(fixture), fixture.sessionId))).status).toBe(401);
        });

        it(`${name}: ${NOTE_WRITES.has(name) ? "succeeds" : "403"} for an editor`, async () => {
          const result = await outcome(sharing.as(editor.token, write(fixture), fixture.sessionId));
          if (NOTE_WRITES.has(name)) expect(result.status).toBeLessThan(300);
          else expect(result).toEqual({ status: 403, title: SHARING_TEXTS.changeForbidden });
        });
      }

      it("lets only the owner highlight the finished recording (issue 21): 201, a viewer 403, a stranger 404", async () => {
        const create: ApiRequest = {
          method: "POST",
          path: `sessions/${fixture.sessionId}/relationships/pois`,
          body: { data: { type: "sessions_pois", attributes: { type: "auto", started_at: at(2), ended_at: at(8) } } },
        };
        for (const viewer of [reader.token, editor.token]) {
          expect(await outcome(sharing.as(viewer, create, fixture.sessionId))).toEqual({
            status: 403,
            title: SHARING_TEXTS.changeForbidden,
          });
        }
        expect((await outcome(sharing.as(stranger.token, create))).status).toBe(404);
        expect((await sharing.as(owner, create)).status).toBe(201);
      });

      it("gives a link visitor who is signed in 403 for notes too", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        const create = WRITES.find(([name]) => name === "create note")![1];
        expect((await outcome(sharing.as(stranger.token, create(fixture), fixture.sessionId))).status).toBe(403);
      });
    });

    describe("bookmarks and the lists", () => {
      it("bookmarks a shared record; filter[shared]=1 lists it with its owner; the owner's bookmark is a no-op", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        expect((await sharing.bookmark(stranger.token, fixture.sessionId)).status).toBe(204);
        expect((await sharing.bookmark(stranger.token, fixture.sessionId)).status).toBe(204);
        expect((await sharing.bookmark(owner, fixture.sessionId)).status).toBe(204);
        expect((await outcome(sharing.bookmark(null, fixture.sessionId))).status).toBe(401);
        const shared = (await sharing.list(stranger.token, { "filter[shared]": 1 })).body as {
          data: { id: string; attributes: Record<string, unknown> }[];
          meta: { pagination: { total_records: number } };
        };
        expect(shared.data.map((session) => session.id)).toEqual([fixture.sessionId]);
        expect(shared.data[0]!.attributes).toMatchObject({
          shared_with_me: true,
          shared: null,
          owner: { id: OWNER.id, fullname: "Demo Student" },
        });
        expect(shared.meta.pagination.total_records).toBe(1);
        const own = (await sharing.list(owner, { "filter[shared]": 1 })).body as { data: unknown[] };
        expect(own.data).toEqual([]);
      });

      it("answers 404 or 403 to a bookmark of a record the user may not view", async () => {
        expect(await outcome(sharing.bookmark(stranger.token, fixture.sessionId))).toMatchObject({ status: 404 });
        await shareWithPeople();
        expect(await outcome(sharing.bookmark(stranger.token, fixture.sessionId))).toEqual({
          status: 403,
          title: SHARING_TEXTS.viewForbidden,
        });
      });

      it("keeps favourites per user, for own and shared records", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        const starred = decode(
          SessionDocumentReply,
          await sharing.favourite(stranger.token, fixture.sessionId, fixture.sessionId),
        );
        expect(starred.data.attributes.favourite).toBe(true);
        const ownersView = decode(
          SessionDocumentReply,
          await sharing.as(owner, { method: "GET", path: `sessions/${fixture.sessionId}` }),
        );
        expect(ownersView.data.attributes.favourite).toBe(false);
        const favourites = (await sharing.list(stranger.token, { "filter[favourite]": 1 })).body as {
          data: { id: string }[];
        };
        expect(favourites.data.map((session) => session.id)).toEqual([fixture.sessionId]);
        expect(((await sharing.list(owner, { "filter[favourite]": 1 })).body as { data: unknown[] }).data).toEqual([]);
        await sharing.favourite(owner, fixture.sessionId);
        expect(
          ((await sharing.list(owner, { "filter[favourite]": 1 })).body as { data: { id: string }[] }).data.map(
            (s) => s.id,
          ),
        ).toEqual([fixture.sessionId]);
        // Through a bookmark, without the header.
        await sharing.bookmark(stranger.token, fixture.sessionId);
        const unstarred = decode(SessionDocumentReply, await sharing.unfavourite(stranger.token, fixture.sessionId));
        expect(unstarred.data.attributes.favourite).toBe(false);
        expect((await outcome(sharing.favourite(reader.token, fixture.sessionId))).status).toBe(404);
      });
    });

    describe("GET v2/users/check-shared-permissions/{id}", () => {
      it("answers the shared set: the owner's quiz, transcript and notes flags, no generation", async () => {
        await sharing.linkOn(owner, fixture.sessionId);
        const reply = (await sharing.permissions(null, fixture.sessionId)).body as {
          data: { id: string; type: string; attributes: Record<string, boolean> };
        };
        expect(reply.data.type).toBe("permissions");
        expect(Object.keys(reply.data.attributes).sort()).toEqual([...PERMISSION_FLAGS].sort());
        expect(reply.data.attributes).toMatchObject({
          quizShow: true,
          transcriptShow: true,
          NOTES: true,
          summaryGeneration: false,
          keyPointsGeneration: false,
          quizGeneration: false,
          aiHighlightsGeneration: false,
          jamAiChatShow: false,
          liveCaptions: false,
          panoptoShow: false,
          isUpgradable: false,
        });
        await sharing.unshare(owner, fixture.sessionId);
        expect((await outcome(sharing.permissions(null, fixture.sessionId))).status).toBe(404);
      });
    });

    describe("a shared highlight", () => {
      it("makes a shared-poi session with the parent's streams and the one highlight, readable with its id", async () => {
        const share = decode(SharedReply, await sharing.sharePoi(owner, fixture.poiId)).data;
        expect(share.id).not.toBe(fixture.sessionId);
        expect(share.attributes).toMatchObject({ link_enabled: true, is_readonly: true, is_downloadable: false });
        expect(decode(SharedReply, await sharing.sharePoi(owner, fixture.poiId)).data.id).toBe(share.id);
        const reply = decode(SharedRecordReply, await sharing.shared(null, share.id));
        expect(reply.meta.shared_poi).toEqual({ poi_id: fixture.poiId, start: 1, end: 11 });
        expect(reply.data.relationships?.streams?.data).toEqual([{ id: fixture.streamId, type: "streams" }]);
        expect(reply.data.relationships?.pois?.data).toEqual([{ id: fixture.poiId, type: "sessions_pois" }]);
        expect((reply.included ?? []).some((resource) => resource.type === "transcripts")).toBe(true);
        const cdn = { method: "GET", path: `streams/${fixture.streamId}/temporary/cdn` } as const;
        // A highlight's link gets a clip of its span only; these seeded bytes are no WebM to cut
        // (sharing/spanSharingContract plays real clips).
        expect((await outcome(sharing.as(null, cdn, share.id))).status).toBe(404);
        expect(
          (await sharing.as(null, { method: "GET", path: `streams/${fixture.streamId}/waveform` }, share.id)).status,
        ).toBe(200);
        // The parent itself stays closed to the highlight's visitors.
        expect(
          (await outcome(sharing.as(null, { method: "GET", path: `sessions/${fixture.sessionId}` }, share.id))).status,
        ).toBe(404);
        const list = (await sharing.list(owner, { "filter[pagination][limit]": 200 })).body as {
          data: { id: string }[];
        };
        expect(list.data.map((session) => session.id)).not.toContain(share.id);
        decode(SharedReply, await sharing.unsharePoi(owner, fixture.poiId));
        expect(await outcome(sharing.shared(null, share.id))).toEqual({
          status: 404,
          title: SHARING_TEXTS.linkNotFound,
        });
        expect((await outcome(sharing.as(null, cdn, share.id))).status).toBe(404);
      });
    });

    it("keeps a stranger's 404 titles those of a missing session", async () => {
      expect(
        await outcome(sharing.as(stranger.token, { method: "GET", path: `sessions/${fixture.sessionId}` })),
      ).toEqual({
        status: 404,
        title: SESSION_NOT_FOUND,
      });
    });
  });
};
