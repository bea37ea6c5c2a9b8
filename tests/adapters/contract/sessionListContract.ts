import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { QueryValue } from "@lectern/core/api/requestConventions";
import { SessionListReply } from "@lectern/core/records/list/recordsListReplies";
import { beforeEach, describe, expect, it } from "vitest";
import type { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { expectFailure } from "./upload/expectFailure";
import { UploadDriver } from "./upload/UploadDriver";

const SEED = SEED_USERS[0];
/** Spec 3 §2: the list shows ended sessions (statuses 20 and 30), sent as statuses[]=20&statuses[]=30. */
const ENDED = { statuses: [20, 30] } as const;

/** One backend under the session list contract: the API through core's ApiClient. */
export interface SessionListSubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  /** Seed data again (the seed user with the demo lectures every account starts with). */
  reset(): Promise<void>;
}

/** `at("2026-11-20T10:00")` → ISO instant in UTC. */
const at = (local: string): string => new Date(`${local}:00.000Z`).toISOString();
const plusMinutes = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/**
 * `GET sessions` as /records calls it (spec 3 §7 list pages: flattened filter[pagination], sortBy and
 * sortDirection, term, date from/to, statuses, include; demo sessions by filter[demo] and
 * filter[user_id]; meta.pagination). Each test names its sessions with a word of its own and
 * searches for it, so the demo lectures every account starts with stay out of the way.
 */
export const describeSessionListContract = (
  suiteName: string,
  makeSubject: () => Promise<SessionListSubject>,
): void => {
  describe(suiteName, () => {
    let subject: SessionListSubject;
    let sessions: UploadDriver;

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      sessions = new UploadDriver(subject.api, subject.keyValue);
      await sessions.signIn(SEED.email, SEED.password);
    });

    const list = (query: Readonly<Record<string, QueryValue>>) =>
      subject.api.request({ method: "GET", path: "sessions", query }, SessionListReply);

    /** An ended session (status 20) that started at `startedAt` and lasted `minutes`. */
    const endedSession = async (name: string, startedAt: string, minutes = 45): Promise<string> => {
      const created = await sessions.createSession({ name, started_at: startedAt });
      await sessions.startSession(created.data.id, startedAt);
      await sessions.endSession(created.data.id, plusMinutes(startedAt, minutes));
      return created.data.id;
    };

    it("pages ended sessions (20 by default), newest first, with meta.pagination; started and booked ones stay out", async () => {
      // Seven, under the demo plan's 20 recordings: a limit of 3 shows the paging as well as 20 would.
      const ids: string[] = [];
      for (let index = 0; index < 7; index += 1) {
        ids.push(await endedSession(`Zephyr ${index}`, plusMinutes(at("2026-11-01T08:00"), index * 60)));
      }
      const running = await sessions.createSession({ name: "Zephyr running", started_at: at("2026-11-21T08:00") });
      await sessions.startSession(running.data.id, at("2026-11-21T08:00"));
      await sessions.createSession({ name: "Zephyr booked", started_at: at("2026-11-21T09:00") });

      const all = await list({ ...ENDED, term: "zephyr" });
      expect(all.meta.pagination).toEqual({ page: 1, limit: 20, total_records: 7, total_pages: 1 });
      expect(all.data.map((session) => String(session.id))).toEqual([...ids].reverse());
      const page = (number: number) =>
        list({ ...ENDED, term: "zephyr", "filter[pagination][page]": number, "filter[pagination][limit]": 3 });
      const pages = await Promise.all([page(1), page(2), page(3), page(4)]);
      expect(pages.map((reply) => reply.meta.pagination)).toEqual(
        [1, 2, 3, 4].map((number) => ({ page: number, limit: 3, total_records: 7, total_pages: 3 })),
      );
      expect(pages.map((reply) => reply.data.map((session) => String(session.id)))).toEqual([
        [ids[6], ids[5], ids[4]],
        [ids[3], ids[2], ids[1]],
        [ids[0]],
        [],
      ]);
      // Without statuses every status is listed: the running and the booked session too.
      expect((await list({ term: "zephyr" })).meta.pagination.total_records).toBe(9);
    });

    it("sorts by started_at or by name (case-insensitive) in either direction", async () => {
      const beta = await endedSession("quokka beta", at("2026-11-03T10:00"));
      const alpha = await endedSession("Quokka Alpha", at("2026-11-05T10:00"));
      const gamma = await endedSession("quokka gamma", at("2026-11-04T10:00"));
      const order = async (sortBy: string, sortDirection: string) =>
        (await list({ ...ENDED, term: "QUOKKA", sortBy, sortDirection })).data.map((session) => String(session.id));
      expect(await order("name", "asc")).toEqual([alpha, beta, gamma]);
      expect(await order("name", "desc")).toEqual([gamma, beta, alpha]);
      expect(await order("started_at", "asc")).toEqual([beta, gamma, alpha]);
      expect(await order("started_at", "desc")).toEqual([alpha, gamma, beta]);
      // Spec 3 §2 spells the field startedAt.
      expect(await order("startedAt", "asc")).toEqual([beta, gamma, alpha]);
    });

    it("searches names case-insensitively anywhere in the name", async () => {
      const hit = await endedSession("Intro to Wombat biology", at("2026-11-03T10:00"));
      await endedSession("Marsupials", at("2026-11-03T11:00"));
      const found = await list({ ...ENDED, term: "wOMBAT" });
      expect(found.data.map((session) => [String(session.id), session.attributes.name])).toEqual([
        [hit, "Intro to Wombat biology"],
      ]);
      expect((await list({ ...ENDED, term: "no such lecture anywhere" })).meta.pagination.total_records).toBe(0);
    });

    it("filters on started_at by inclusive days, or by exact instants", async () => {
      const before = await endedSession("Okapi before", at("2026-11-20T23:30"));
      const inside = await endedSession("Okapi inside", at("2026-11-21T10:00"));
      const after = await endedSession("Okapi after", at("2026-11-22T00:10"));
      const ids = async (query: Readonly<Record<string, QueryValue>>) =>
        (await list({ ...ENDED, term: "okapi", sortDirection: "asc", ...query })).data.map((s) => String(s.id));
      expect(await ids({ from: "2026-11-21", to: "2026-11-21" })).toEqual([inside]);
      expect(await ids({ from: "2026-11-21" })).toEqual([inside, after]);
      expect(await ids({ to: "2026-11-21" })).toEqual([before, inside]);
      expect(await ids({ from: at("2026-11-20T23:30"), to: at("2026-11-21T10:00") })).toEqual([before, inside]);
    });

    it("describes each row: type, duration, highlights, favourite, demo, thumbnail, with its streams and tags included", async () => {
      const id = await endedSession("Capybara seminar", at("2026-11-10T10:00"), 30);
      const stream = await sessions.createStream(id, "audio");
      const reply = await list({ ...ENDED, term: "capybara", include: "streams,tags" });
      const [row] = reply.data;
      expect(row).toMatchObject({
        id,
        type: "sessions",
        attributes: {
          name: "Capybara seminar",
          status: 20,
          favourite: false,
          demo: false,
          highlights_count: 0,
          thumbnail_url: null,
          started_at: at("2026-11-10T10:00"),
        },
        relationships: { streams: { data: [{ id: stream.data.id, type: "streams" }] }, tags: { data: [] } },
      });
      expect(reply.included?.map((resource) => [resource.type, String(resource.id)])).toEqual([
        ["streams", String(stream.data.id)],
      ]);
    });

    it("lists the demo lectures of the caller with filter[demo]=1 and filter[user_id], and nobody else's (403)", async () => {
      const demo = await list({ "filter[demo]": 1, "filter[user_id]": SEED.id, include: "streams,tags" });
      expect(demo.data.length).toBeGreaterThan(0);
      expect(demo.data.every((session) => session.attributes.demo === true)).toBe(true);
      const tags = demo.included?.filter((resource) => resource.type === "tags") ?? [];
      expect(tags.length).toBeGreaterThan(0);
      const refused = await expectFailure(list({ "filter[demo]": 1, "filter[user_id]": "999" }));
      expect(refused.status).toBe(403);
    });

    it("refuses parameters it cannot read with 422 naming them", async () => {
      for (const [query, parameter] of [
        [{ sortBy: "size" }, "sortBy"],
        [{ sortDirection: "up" }, "sortDirection"],
        [{ "filter[pagination][page]": 0 }, "page"],
        [{ "filter[pagination][limit]": 500 }, "limit"],
        [{ from: "yesterday" }, "from"],
      ] as const) {
        const error = await expectFailure(list(query));
        expect(error.status).toBe(422);
        expect(JSON.stringify(error.meta?.body)).toContain(`"parameter":"${parameter}"`);
      }
    });

    it("shows another user none of these sessions", async () => {
      await endedSession("Narwhal private", at("2026-11-10T10:00"));
      await sessions.signUp(`list-other-${Date.now()}@example.org`, "Lectern#2026");
      expect((await list({ ...ENDED, term: "narwhal" })).meta.pagination.total_records).toBe(0);
    });
  });
};
