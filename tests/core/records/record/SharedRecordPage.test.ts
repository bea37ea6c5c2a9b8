import { ApiClient } from "@lectern/core/api/ApiClient";
import { SHARED_ID_HEADER } from "@lectern/core/api/requestConventions";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { recordPermissions } from "@lectern/core/records/record/RecordAccess";
import { SharedRecordPage } from "@lectern/core/records/record/RecordPage";
import { SharedIdScope } from "@lectern/core/sharing/application/SharedIdScope";
import { SHARED_RECORD_TEXTS } from "@lectern/core/sharing/application/sharedRecordTexts";
import { firstValueFrom, filter } from "rxjs";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import { ManualProbe } from "../../../support/ManualProbe";
import { RecordingSocket } from "../../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../../support/ScriptedHttp";
import { VirtualClock } from "../../../support/VirtualClock";
import { type DocumentOptions, sessionDocument } from "./recordDocuments";

const OWNER_CHANNEL = "users-3.sessions-41";

interface MetaOptions {
  readonly isOwner?: boolean;
  readonly readonly?: boolean;
  readonly downloadable?: boolean;
  readonly sharedPoi?: { poi_id: string; start: number; end: number } | null;
}

const sharedDocument = (meta: MetaOptions = {}, options: DocumentOptions = {}) => ({
  ...sessionDocument(options),
  meta: {
    is_owner: meta.isOwner ?? false,
    is_readonly: meta.readonly ?? true,
    is_downloadable: meta.downloadable ?? false,
    owner: { id: 3, first_name: "Ada", last_name: "Lovelace", fullname: "Ada Lovelace" },
    shared_poi: meta.sharedPoi ?? null,
  },
});

const SHARED_SET = {
  quizShow: true,
  transcriptShow: true,
  NOTES: true,
  jamAiChatShow: false,
  summaryGeneration: false,
};

const setUp = ({ user = "7" as string | null, meta = {} as MetaOptions } = {}) => {
  const http = new ScriptedHttp();
  let document = sharedDocument(meta);
  http.on("POST", "v2/session/41/bookmark", { status: 204, headers: {}, body: null });
  http.on("GET", "v2/session/shared/41", () => ok(document));
  http.on(
    "GET",
    "v2/users/check-shared-permissions/41",
    ok({ data: { id: "41", type: "permissions", attributes: SHARED_SET } }),
  );
  http.on("GET", "tags", ok({ data: [] }));
  http.on("GET", "streams/9/temporary/cdn", ok({ data: { type: "cdn", attributes: { url: "blob:media-9" } } }));
  const socket = new RecordingSocket();
  const keyValue = new InMemoryKeyValue();
  if (user !== null) keyValue.set("token", "t-1");
  const api = new ApiClient(http, keyValue, new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const remembered: string[] = [];
  const page = new SharedRecordPage(
    api,
    socket,
    () => user,
    new SharedIdScope(api),
    (path) => remembered.push(path),
  );
  const until = (test: (state: typeof page.state) => boolean) => firstValueFrom(page.state$.pipe(filter(test)));
  const paths = () => http.sent.map((request) => `${request.method} ${request.url.split("?")[0]}`);
  return {
    http,
    socket,
    page,
    until,
    paths,
    remembered,
    serve: (next: MetaOptions, options: DocumentOptions = {}) => {
      document = sharedDocument(next, options);
    },
  };
};

describe("SharedRecordPage", () => {
  it("bookmarks first for a signed-in viewer, then loads the shared document with X-SHARED-ID", async () => {
    const { page, until, http, paths } = setUp();
    page.open("41");
    const ready = await until((state) => state.phase === "ready" && state.access.sharedPermissions !== "loading");
    expect(paths().slice(0, 2)).toEqual(["POST v2/session/41/bookmark", "GET v2/session/shared/41"]);
    expect(http.sent[1]?.url).toBe("v2/session/shared/41?with=relations");
    expect(http.sent.every((request) => request.headers[SHARED_ID_HEADER] === "41")).toBe(true);
    expect(ready).toMatchObject({
      phase: "ready",
      record: { name: "Cell biology" },
      access: {
        mode: "shared",
        readOnly: true,
        downloadable: false,
        isOwner: false,
        signedIn: true,
        owner: { id: "3", name: "Ada Lovelace" },
        sharedPoi: null,
      },
    });
    // A read-only viewer is never offered tag editing, so the user's tags are not asked for.
    expect(paths()).not.toContain("GET tags");
  });

  it("lets a signed-out visitor read without a bookmark, remembering the link for after login", async () => {
    const { page, until, paths, remembered } = setUp({ user: null });
    page.open("41");
    const ready = await until((state) => state.phase === "ready" && state.access.sharedPermissions !== "loading");
    expect(paths()).not.toContain("POST v2/session/41/bookmark");
    expect(remembered).toEqual(["/shared-records/41"]);
    expect(ready.phase === "ready" && ready.access).toMatchObject({
      signedIn: false,
      readOnly: true,
      notesEditable: false,
    });
    // Signed out: the shared set alone decides.
    const flags = ready.phase === "ready" ? recordPermissions(ready.access, null) : null;
    expect(flags).toMatchObject({ quizShow: true, transcriptShow: true, jamAiChatShow: false, liveCaptions: false });
  });

  it("forces read-only for anyone but the owner; the owner's page is editable", async () => {
    const viewer = setUp({ meta: { readonly: false, downloadable: true } });
    viewer.page.open("41");
    const shown = await viewer.until((state) => state.phase === "ready");
    expect(shown.phase === "ready" && shown.access).toMatchObject({
      readOnly: true,
      downloadable: true,
      notesEditable: true,
    });

    const owner = setUp({ meta: { isOwner: true, readonly: false, downloadable: true } });
    owner.page.open("41");
    const own = await owner.until((state) => state.phase === "ready");
    expect(own.phase === "ready" && own.access).toMatchObject({
      readOnly: false,
      isOwner: true,
      sharedPermissions: null,
    });
    // The owner's own flags apply, and the shared set is not asked for.
    expect(own.phase === "ready" && recordPermissions(own.access, { jamAiChatShow: true })).toEqual({
      jamAiChatShow: true,
    });
    expect(owner.paths()).not.toContain("GET v2/users/check-shared-permissions/41");
  });

  it.each([
    [404, SHARED_RECORD_TEXTS.linkNotFound],
    [403, SHARED_RECORD_TEXTS.noPermission],
  ] as const)("shows %i with the spec's message", async (code, message) => {
    const { page, until, http } = setUp();
    http.on("GET", "v2/session/shared/41", { status: code, headers: {}, body: { errors: [{ title: "x" }] } });
    page.open("41");
    expect(await until((state) => state.phase !== "loading")).toEqual({ phase: "linkError", id: "41", code, message });
  });

  it("takes a refused bookmark as the link's answer, and any other failure as Try again", async () => {
    const refused = setUp();
    refused.http.on("POST", "v2/session/41/bookmark", { status: 403, headers: {}, body: { errors: [{ title: "x" }] } });
    refused.page.open("41");
    expect(await refused.until((state) => state.phase !== "loading")).toMatchObject({ phase: "linkError", code: 403 });
    expect(refused.paths()).not.toContain("GET v2/session/shared/41");

    const broken = setUp();
    broken.http.on("GET", "v2/session/shared/41", { status: 500, headers: {}, body: { errors: [{ title: "Down" }] } });
    broken.page.open("41");
    expect(await broken.until((state) => state.phase !== "loading")).toMatchObject({
      phase: "failed",
      message: "Down",
    });
    broken.http.on("GET", "v2/session/shared/41", ok(sharedDocument()));
    broken.page.retry();
    await broken.until((state) => state.phase === "ready");
  });

  it("revokes the shared flags when their load fails (spec 3 §6)", async () => {
    const { page, until, http } = setUp({ user: null });
    http.on("GET", "v2/users/check-shared-permissions/41", { status: 500, headers: {}, body: null });
    page.open("41");
    const ready = await until((state) => state.phase === "ready" && state.access.sharedPermissions !== "loading");
    expect(ready.phase === "ready" && recordPermissions(ready.access, null)).toMatchObject({ quizShow: false });
  });

  it("follows the owner's view channel when signed in, and reloads on demand", async () => {
    const { page, until, socket, serve } = setUp();
    page.open("41");
    await until((state) => state.phase === "ready");
    serve({}, { name: "Renamed by the owner" });
    socket.emit(OWNER_CHANNEL, "poi_created", { id: "72" });
    await until((state) => state.phase === "ready" && state.record.name === "Renamed by the owner");
    serve({}, { name: "Note saved" });
    page.reload();
    await until((state) => state.phase === "ready" && state.record.name === "Note saved");
  });

  it("opened by a share link's token: ready under that key, following the owner's channel of the record's id", async () => {
    const TOKEN = "f12ed853e393c085fbc47200ca3d0022";
    const { page, until, socket, serve, http } = setUp();
    http.on("POST", `v2/session/${TOKEN}/bookmark`, { status: 204, headers: {}, body: null });
    http.on("GET", `v2/session/shared/${TOKEN}`, () => ok(sharedDocument()));
    http.on(
      "GET",
      `v2/users/check-shared-permissions/${TOKEN}`,
      ok({ data: { id: "41", type: "permissions", attributes: SHARED_SET } }),
    );
    page.open(TOKEN);
    const ready = await until((state) => state.phase === "ready");
    expect(ready).toMatchObject({ id: TOKEN, record: { id: "41", name: "Cell biology" } });
    expect(http.sent.every((request) => request.headers[SHARED_ID_HEADER] === TOKEN)).toBe(true);
    http.on("GET", `v2/session/shared/${TOKEN}`, () => ok(sharedDocument({}, { name: "Renamed by the owner" })));
    serve({}, { name: "Renamed by the owner" });
    socket.emit(OWNER_CHANNEL, "poi_created", { id: "72" });
    await until((state) => state.phase === "ready" && state.record.name === "Renamed by the owner");
  });

  it("answers 404 when the owner stops sharing while the page is open", async () => {
    const { page, until, socket, http } = setUp();
    page.open("41");
    await until((state) => state.phase === "ready");
    http.on("GET", "v2/session/shared/41", { status: 404, headers: {}, body: null });
    socket.emit(OWNER_CHANNEL, "changed", { id: "41" });
    expect(await until((state) => state.phase === "linkError")).toMatchObject({ code: 404 });
  });

  it("keeps a shared highlight's span and drops X-SHARED-ID on close", async () => {
    const { page, until, http } = setUp({ meta: { sharedPoi: { poi_id: "70", start: 65, end: 75 } } });
    page.open("41");
    const ready = await until((state) => state.phase === "ready");
    expect(ready.phase === "ready" && ready.access.sharedPoi).toEqual({ poiId: "70", start: 65, end: 75 });
    page.close("41");
    expect(page.state).toEqual({ phase: "idle" });
    http.on("GET", "later", ok({}));
    // The scope is left: a later request carries no header.
    const api = (page as unknown as { api: ApiClient }).api;
    await api.send({ method: "GET", path: "later" });
    expect(http.sent.at(-1)?.headers[SHARED_ID_HEADER]).toBeUndefined();
  });
});

describe("SharedIdScope", () => {
  it("names the newest record still entered; leaving twice changes nothing", () => {
    const set: (string | null)[] = [];
    const scope = new SharedIdScope({ setSharedId: (id) => set.push(id) });
    const leaveRecord = scope.enter("41");
    const leaveQuizzes = scope.enter("41");
    leaveRecord();
    leaveRecord();
    expect(scope.current).toBe("41");
    leaveQuizzes();
    expect(scope.current).toBeNull();
    expect(set).toEqual(["41", "41", "41", null]);
  });
});
