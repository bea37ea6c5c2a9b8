import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { InProcessSocket } from "@lectern/adapters/realtime/InProcessSocket";
import { IDLE_RECORDS_LIST, RecordsList, type RecordsListState } from "@lectern/core/records/list/RecordsList";
import { DEFAULT_RECORDS_QUERY } from "@lectern/core/records/list/recordsQuery";
import { SessionListReply } from "@lectern/core/records/list/recordsListReplies";
import { indexIncluded, toRecordSummary } from "@lectern/core/records/list/toRecordSummary";
import * as Schema from "effect/Schema";
import { BehaviorSubject, type Subscription, filter, firstValueFrom } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { apiOver } from "../../../adapters/contract/contractSubject";
import { ManualNow } from "../../../adapters/contract/ManualNow";
import { UploadDriver } from "../../../adapters/contract/upload/UploadDriver";

const SEED = SEED_USERS[0];
const LIST_CHANNEL = `private-users-${SEED.id}.sessions`;

/** RecordsList against the real in-process demo backend, its events on an in-process socket. */
const openList = async () => {
  const socket = new InProcessSocket();
  socket.connect("token");
  const clock = new ManualNow(Date.UTC(2026, 10, 22, 9));
  const backend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    now: clock.now,
    publisher: socket,
    testControls: true,
  });
  const { api, keyValue } = apiOver(backend.http);
  const driver = new UploadDriver(api, keyValue);
  await driver.signIn(SEED.email, SEED.password);
  const list = new RecordsList(api, socket, new BehaviorSubject<string | null>(SEED.id));
  return { socket, backend, driver, list };
};

let reading: Subscription | null = null;
afterEach(() => reading?.unsubscribe());

/** Opens the list the way the page does: by reading its state. */
const read = (list: RecordsList): void => {
  reading = list.state$.subscribe();
};

const until = (list: RecordsList, predicate: (state: RecordsListState) => boolean) =>
  firstValueFrom(list.state$.pipe(filter(predicate)));

const ids = (state: RecordsListState) => state.items.map((item) => item.id);

describe("RecordsList", () => {
  it("loads 20 at a time, newest first, until every matching session is shown", async () => {
    const { backend, list } = await openList();
    const seeded = await backend.controls.seedSessions(SEED.email, 45);
    read(list);
    list.setQuery({ ...DEFAULT_RECORDS_QUERY, term: "lecture" });
    const first = await until(list, (state) => state.status === "ready");
    const lectures = seeded.filter((_, index) => (44 - index) % 4 === 0).reverse();
    expect(first.total).toBe(lectures.length);
    expect(ids(first)).toEqual(lectures.slice(0, Math.min(20, lectures.length)));
    expect(first.hasMore).toBe(lectures.length > 20);

    const everything = { ...DEFAULT_RECORDS_QUERY };
    list.setQuery(everything);
    const page1 = await until(list, (state) => state.status === "ready" && state.query === everything);
    expect(page1.items).toHaveLength(20);
    expect(page1.hasMore).toBe(true);
    list.loadMore();
    expect(list.state.loadingMore).toBe(true);
    const page2 = await until(list, (state) => state.items.length === 40);
    list.loadMore();
    const last = await until(list, (state) => !state.hasMore && !state.loadingMore);
    expect(last.items).toHaveLength(page1.total);
    expect(new Set(ids(last)).size).toBe(last.items.length);
    expect(ids(last).slice(0, 40)).toEqual(ids(page2));
    const starts = last.items.map((item) => Date.parse(item.startedAt ?? ""));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it("keeps a query that is already shown, and asks again for a new one", async () => {
    const { list } = await openList();
    read(list);
    list.setQuery(DEFAULT_RECORDS_QUERY);
    const ready = await until(list, (state) => state.status === "ready");
    list.setQuery({ ...DEFAULT_RECORDS_QUERY });
    expect(list.state).toBe(ready);
    list.setQuery({ ...DEFAULT_RECORDS_QUERY, sort: "name-asc" });
    expect(list.state).toMatchObject({ status: "loading", items: [] });
    const byName = await until(list, (state) => state.status === "ready");
    const names = byName.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("shows a failed first page as an error, and Try again loads it", async () => {
    const { backend, list } = await openList();
    backend.router.faults.arm({
      method: "GET",
      path: "sessions",
      action: { kind: "reply", response: { status: 500, headers: {}, body: { errors: [{ title: "Server down" }] } } },
    });
    read(list);
    list.setQuery(DEFAULT_RECORDS_QUERY);
    const failed = await until(list, (state) => state.status === "error");
    expect(failed.error).toBeTruthy();
    list.retry();
    const ready = await until(list, (state) => state.status === "ready");
    expect(ready.items.length).toBeGreaterThan(0);
  });

  it("follows the list channel: a new ended session appears in place, a removed one goes", async () => {
    const { socket, driver, list } = await openList();
    read(list);
    list.setQuery(DEFAULT_RECORDS_QUERY);
    const before = await until(list, (state) => state.status === "ready");

    const created = await driver.createSession({ name: "Live one", started_at: "2026-11-22T08:00:00.000Z" });
    const id = String(created.data.id);
    await driver.startSession(id, "2026-11-22T08:00:00.000Z");
    await driver.endSession(id, "2026-11-22T08:30:00.000Z");
    // Not ended when it was created: the created event alone does not list it.
    await socket.publish(LIST_CHANNEL, "wrapped", { id });
    const shown = await until(list, (state) => state.items.some((item) => item.id === id));
    expect(shown.total).toBe(before.total + 1);
    expect(shown.items[0]).toMatchObject({ id, name: "Live one", status: 20 });

    await driver.deleteSession(id);
    const gone = await until(list, (state) => !state.items.some((item) => item.id === id));
    expect(gone.total).toBe(before.total);
  });

  it("drops a session that no longer matches the search after a change", async () => {
    const { socket, backend, list, driver } = await openList();
    await backend.controls.seedSessions(SEED.email, 3);
    read(list);
    list.setQuery({ ...DEFAULT_RECORDS_QUERY, term: "biology" });
    const shown = await until(list, (state) => state.status === "ready" && state.items.length > 0);
    const target = shown.items[0]!;
    await driver.api.send({
      method: "PATCH",
      path: `sessions/${target.id}`,
      body: { data: { type: "sessions", attributes: { name: "Renamed elsewhere" } } },
    });
    await socket.publish(LIST_CHANNEL, "changed", { id: target.id });
    const after = await until(list, (state) => !state.items.some((item) => item.id === target.id));
    expect(after.total).toBe(shown.total - 1);
  });

  it("forgets its rows and stops following once nobody reads it", async () => {
    const { socket, list } = await openList();
    read(list);
    list.setQuery(DEFAULT_RECORDS_QUERY);
    await until(list, (state) => state.status === "ready");
    reading?.unsubscribe();
    expect(list.state).toEqual(IDLE_RECORDS_LIST);
    await socket.publish(LIST_CHANNEL, "wrapped", { id: "1" });
    expect(list.state).toEqual(IDLE_RECORDS_LIST);
  });
});

describe("a list row", () => {
  const resource = () => ({
    id: 7,
    type: "sessions",
    attributes: { name: "Processing", type: "combined", status: 30, started_at: "2026-11-22T08:00:00.000Z" },
    relationships: { streams: { data: [{ id: 3, type: "streams" }] }, tags: { data: [{ id: 1, type: "tags" }] } },
  });
  const included = (status: number, progress: number) =>
    indexIncluded([
      {
        id: 3,
        type: "streams",
        attributes: { type: "combined", status, convert_progress: progress, is_primary: true },
      },
      { id: 1, type: "tags", attributes: { tag: "Exam" } },
    ]);

  it("shows processing progress until the primary stream is converted, with its tags", () => {
    expect(toRecordSummary(resource(), included(20, 40))).toMatchObject({
      id: "7",
      kind: "combined",
      processing: 40,
      tags: ["Exam"],
    });
    expect(toRecordSummary(resource(), included(30, 100)).processing).toBeNull();
    expect(toRecordSummary(resource(), included(10, 0)).processing).toBe(0);
  });

  it("says whose it is for a shared recording (contract rule 13), and reads older replies as the user's own", () => {
    const shared = {
      ...resource(),
      attributes: {
        ...resource().attributes,
        shared_with_me: true,
        owner: { id: 12, first_name: "Grace", last_name: "Hopper", fullname: "Grace Hopper" },
      },
    };
    expect(Schema.decodeUnknownSync(SessionListReply)({ data: [shared], meta: { pagination: PAGE } })).toBeTruthy();
    expect(toRecordSummary(shared, included(30, 100))).toMatchObject({
      sharedWithMe: true,
      owner: { id: "12", fullname: "Grace Hopper" },
    });
    const nameless = {
      ...shared,
      attributes: { ...shared.attributes, owner: { id: 12, first_name: "Grace", last_name: null, fullname: null } },
    };
    expect(toRecordSummary(nameless, included(30, 100)).owner).toEqual({ id: "12", fullname: "Grace" });
    expect(toRecordSummary(resource(), included(30, 100))).toMatchObject({ sharedWithMe: false, owner: null });
  });
});

const PAGE = { page: 1, limit: 20, total_records: 0, total_pages: 0 };

describe("the views of the list (contract rule 13)", () => {
  /** An ApiClient double that records the list queries and answers an empty page. */
  const recordingApi = () => {
    const asked: Record<string, unknown>[] = [];
    const api = {
      request: async (call: { query?: Record<string, unknown> }) => {
        asked.push(call.query ?? {});
        return { data: [], meta: { pagination: PAGE } };
      },
    };
    return { api: api as never, asked };
  };

  it("asks for the shared or favourite sessions with the view's filter, and again when the view changes", async () => {
    const { api, asked } = recordingApi();
    const list = new RecordsList(api, new InProcessSocket(), new BehaviorSubject<string | null>(null));
    read(list);
    list.setQuery({ ...DEFAULT_RECORDS_QUERY, view: "shared" });
    await until(list, (state) => state.status === "ready");
    list.setQuery({ ...DEFAULT_RECORDS_QUERY, view: "favourites" });
    await until(list, (state) => state.status === "ready" && state.query?.view === "favourites");
    list.setQuery(DEFAULT_RECORDS_QUERY);
    await until(list, (state) => state.status === "ready" && state.query?.view === "all");
    expect(asked.map((query) => [query["filter[shared]"], query["filter[favourite]"]])).toEqual([
      [1, undefined],
      [undefined, 1],
      [undefined, undefined],
    ]);
  });

  it("does not slip the user's own new session into 'Shared with me'", async () => {
    const { socket, driver, list } = await openList();
    read(list);
    const shared = { ...DEFAULT_RECORDS_QUERY, view: "shared" as const };
    list.setQuery(shared);
    const before = await until(list, (state) => state.status === "ready");
    const created = await driver.createSession({ name: "Mine", started_at: "2026-11-22T08:00:00.000Z" });
    const id = String(created.data.id);
    await driver.startSession(id, "2026-11-22T08:00:00.000Z");
    await driver.endSession(id, "2026-11-22T08:30:00.000Z");
    await socket.publish(LIST_CHANNEL, "wrapped", { id });
    // The event's re-read answers in-process within a few ticks; give it ample time, then look.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(list.state.items.some((item) => item.id === id)).toBe(false);
    expect(list.state.total).toBe(before.total);
    // Whereas 'All recordings' lists it, as the user's own.
    list.setQuery(DEFAULT_RECORDS_QUERY);
    const own = await until(list, (state) => state.status === "ready" && state.items.some((item) => item.id === id));
    expect(own.items.find((item) => item.id === id)?.sharedWithMe).toBe(false);
  });
});
