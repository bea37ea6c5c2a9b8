import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { SessionListReply } from "@lectern/core/records/list/recordsListReplies";
import { describe, expect, it } from "vitest";
import { openInProcessContractBackend } from "./contractBackends";
import { describeSessionListContract } from "./sessionListContract";
import { UploadDriver } from "./upload/UploadDriver";

const SEED = SEED_USERS[0];

describeSessionListContract("session list contract: InProcessHttp → DemoRouter", openInProcessContractBackend);

describe("the session list with 100,000 sessions (in-process)", () => {
  it("answers the first page, a name search and a deep page of 100,000 sessions quickly and in order", async () => {
    const subject = await openInProcessContractBackend();
    const driver = new UploadDriver(subject.api, subject.keyValue);
    await driver.signIn(SEED.email, SEED.password);
    const timed = async (query: Record<string, string | number>) => {
      const started = performance.now();
      const reply = await subject.api.request({ method: "GET", path: "sessions", query }, SessionListReply);
      return { reply, ms: performance.now() - started };
    };
    // Every account starts with its demo lectures: they count too.
    const before = (await timed({ "statuses[]": 30 })).reply.meta.pagination.total_records;
    const ids = await subject.backend.controls.seedSessions(SEED.email, 100_000);
    const seeded = new Set(ids);
    const newest = await timed({ "statuses[]": 30 });
    expect(newest.reply.meta.pagination.total_records).toBe(before + 100_000);
    const newestSeeded = newest.reply.data.map((session) => String(session.id)).filter((id) => seeded.has(id));
    expect(newestSeeded).toEqual(ids.slice(-newestSeeded.length).reverse());
    expect(newestSeeded.length).toBeGreaterThan(15);
    const byName = await timed({ sortBy: "name", sortDirection: "asc", term: "biology" });
    const names = byName.reply.data.map((session) => session.attributes.name?.toLowerCase() ?? "");
    expect(names).toEqual([...names].sort());
    // The last page in oldest-first order ends with the newest seeded session.
    const lastPage = Math.ceil((before + 100_000) / 20);
    const deep = await timed({ "filter[pagination][page]": lastPage, sortDirection: "asc", "statuses[]": 30 });
    expect(deep.reply.data.map((session) => String(session.id)).at(-1)).toBe(ids.at(-1));
    // A bound for a busy shared machine, not a benchmark: a full sort per request would still pass it,
    // a quadratic one would not.
    expect(Math.max(newest.ms, byName.ms)).toBeLessThan(2_000);
  }, 60_000);
});
