import type { ApiRequest } from "@lectern/core/api/requestConventions";
import { HighlightRecorders } from "@lectern/core/records/record/highlightRecorder/HighlightRecorders";
import { describe, expect, it, vi } from "vitest";

const STARTED_AT = "2026-11-22T09:00:00.000Z";
const at = (seconds: number) => new Date(Date.parse(STARTED_AT) + seconds * 1000).toISOString();

/** An ApiClient double answering each create with the poi it was sent. */
const recordingApi = () => {
  const sent: ApiRequest[] = [];
  let fail: Error | null = null;
  const api = {
    request: vi.fn(async (request: ApiRequest) => {
      sent.push(request);
      if (fail) throw fail;
      const { attributes } = (request.body as { data: { attributes: Record<string, unknown> } }).data;
      return { data: { id: String(sent.length), type: "sessions_pois", attributes } } as never;
    }),
  };
  return { api, sent, failWith: (error: Error) => (fail = error) };
};

describe("HighlightRecorder (the toolbar's runner)", () => {
  const setup = () => {
    const { api, sent, failWith } = recordingApi();
    const page = { reload: vi.fn() };
    const playback = { state: { currentTime: 0, duration: 315.664 } };
    const recorder = new HighlightRecorders(api, page).forRecord(
      { id: "7", startedAt: STARTED_AT, duration: 315.5 },
      playback,
    );
    return { recorder, sent, failWith, page, playback };
  };

  it("posts a flag at the player's time with the existing poi call, then the page reads the record again", async () => {
    const { recorder, sent, page, playback } = setup();
    playback.state.currentTime = 3;
    recorder.flag();
    await vi.waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "sessions/7/relationships/pois",
        body: {
          data: {
            type: "sessions_pois",
            attributes: { type: "auto", name: "00:03 - highlighting", started_at: at(0), ended_at: at(8) },
          },
        },
      }),
    ]);
    expect(recorder.state).toMatchObject({ saving: 0, notice: { kind: "created", name: "00:03 - highlighting" } });
  });

  it("rewinds and stops on the player's clock", async () => {
    const { recorder, sent, page, playback } = setup();
    playback.state.currentTime = 10;
    recorder.rewind();
    expect(recorder.state.running).toMatchObject({ type: "backtrack", start: 0 });
    playback.state.currentTime = 24.5;
    recorder.stop();
    await vi.waitFor(() => expect(page.reload).toHaveBeenCalled());
    const attributes = (sent[0]!.body as { data: { attributes: object } }).data.attributes;
    expect(attributes).toEqual({
      type: "backtrack",
      name: "00:24 - highlighting",
      started_at: at(0),
      ended_at: at(24.5),
    });
  });

  it("clamps a flag near the end to the server's length when the media reports a longer one", async () => {
    const { recorder, sent, page, playback } = setup();
    playback.state.currentTime = 313;
    recorder.flag();
    await vi.waitFor(() => expect(page.reload).toHaveBeenCalled());
    const attributes = (sent[0]!.body as { data: { attributes: Record<string, string> } }).data.attributes;
    expect(attributes).toMatchObject({ started_at: at(308), ended_at: at(315.5) });
  });

  it("keeps the server's refusal as the problem, and the page is not reloaded", async () => {
    const { recorder, page, failWith } = setup();
    failWith(new Error("The ended at must be within the recording."));
    recorder.flag();
    await vi.waitFor(() => expect(recorder.state.saving).toBe(0));
    expect(recorder.state.problem).toBe("The ended at must be within the recording.");
    expect(page.reload).not.toHaveBeenCalled();
  });
});
