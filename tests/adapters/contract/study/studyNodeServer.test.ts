import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { describe, expect, it } from "vitest";
import { UploadDriver } from "../upload/UploadDriver";
import { nodeStudySubject } from "./nodeStudySubject";
import { describeStudyContract } from "./studyContract";

const { subject: nodeSubject, server } = nodeStudySubject();

describeStudyContract("study contract: AxiosHttp → Node demo server", nodeSubject);

describe("Node demo server: the tutor's answer on the wire", () => {
  it("is text/event-stream, not cached, one `data: {json}` line and a blank line per event, ending after done", async () => {
    const subject = await nodeSubject();
    await subject.reset();
    const sessions = new UploadDriver(subject.api, subject.keyValue);
    const token = await sessions.signIn(SEED_USERS[0].email, SEED_USERS[0].password);
    await subject.studyIdle();
    const lecture = server().router.database.data.recordingSessions.find(
      (session) => session.userId === SEED_USERS[0].id && session.demo,
    )!;
    const response = await fetch(`${server().url}/sessions/${lecture.id}/tutor`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/vnd.api+json" },
      body: JSON.stringify({ data: { type: "tutor_messages", attributes: { question: "What is osmosis?" } } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const text = await response.text();
    expect(text.endsWith("\n\n")).toBe(true);
    const blocks = text.slice(0, -2).split("\n\n");
    for (const block of blocks) expect(block).toMatch(/^data: \{.*\}$/);
    const streamed = blocks.map((block) => JSON.parse(block.slice("data: ".length)) as { type: string });
    expect(streamed[0]?.type).toBe("start");
    expect(streamed.some((event) => event.type === "cite")).toBe(true);
    expect(streamed[streamed.length - 1]).toEqual({ type: "done" });
  });
});
