import { SessionNoteList } from "@lectern/core/notes/application/SessionNoteList";
import { describe, expect, it } from "vitest";

const NOTES = {
  data: [
    { id: 1, attributes: { text: "Session note" } },
    { id: 2, attributes: { name: "slides.pdf", url: "https://files/slides.pdf", is_url: true } },
  ],
};

const countingApi = (fail = false) => {
  const asked: string[] = [];
  const api = {
    request: async (call: { path: string }, schema: { pipe?: unknown }) => {
      void schema;
      asked.push(call.path);
      if (fail) throw new Error("offline");
      return NOTES as never;
    },
  };
  return { api, asked };
};

const session = (sessionId: string, startedAt = 1_000) => ({ sessionId, startedAt, readonly: false, userId: "7" });

describe("SessionNoteList: one notes load per session", () => {
  it("answers the notes panel and the attachments from one GET, and asks again for another session", async () => {
    const { api, asked } = countingApi();
    const list = new SessionNoteList(api as never);
    const [texts, files] = await Promise.all([list.load(session("41")), list.load(session("41"))]);
    expect(texts).toBe(files);
    expect(texts.map((note) => note.file?.name ?? note.text)).toEqual(["Session note", "slides.pdf"]);
    expect(asked).toEqual(["sessions/41/relationships/notes"]);
    await list.load(session("41", 2_000));
    await list.load(session("42"));
    expect(asked).toHaveLength(3);
  });

  it("forgets a failed load, so the next change asks again", async () => {
    const { api, asked } = countingApi(true);
    const list = new SessionNoteList(api as never);
    await expect(list.load(session("41"))).rejects.toThrow("offline");
    await expect(list.load(session("41"))).rejects.toThrow("offline");
    expect(asked).toHaveLength(2);
  });
});
