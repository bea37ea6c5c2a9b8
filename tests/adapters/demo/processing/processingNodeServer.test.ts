import { describe, expect, it } from "vitest";
import { nodeContractServer } from "../../contract/contractBackends";
import { WaveformDocument } from "../../contract/recordDocuments";
import { UploadDriver } from "../../contract/upload/UploadDriver";
import { fixtureWebm } from "./fixtureWebm";
import { SEED, viewChannel } from "./processingWorld";

const node = nodeContractServer();

describe("processing on the Node demo server, over HTTP", () => {
  it("converts an uploaded recording after the merge and serves the waveform it decoded", async () => {
    const { api, keyValue } = node.connect();
    const driver = new UploadDriver(api, keyValue);
    await driver.signIn(SEED.email, SEED.password);
    const { sessionId, streamId, path } = await driver.recordingWithStream("audio");
    await driver.upload(path, 0, [fixtureWebm("silence-tone-silence.webm")]);
    await driver.endSession(sessionId);
    await driver.mergeSession(sessionId);

    // Awaited through the server's events, not the clock.
    expect(await node.events.next(viewChannel(sessionId), "waveform_finished")).toEqual([
      expect.objectContaining({ data: { stream_id: streamId } }),
    ]);
    const reply = await api.request({ method: "GET", path: `streams/${streamId}/waveform` }, WaveformDocument);
    const waveform = reply.data.attributes;
    expect(waveform).toMatchObject({ channels: 1, sample_rate: 48_000, bits: 8 });
    expect(waveform.length).toBeCloseTo((3 * waveform.sample_rate) / waveform.samples_per_pixel, -1);
    expect(waveform.peaks).toHaveLength(waveform.length * 2);
    const progress = (await node.events.next(viewChannel(sessionId), "stream_convert_progress")).map(
      (event) => event.data as { status: number },
    );
    expect(progress.at(-1)).toMatchObject({ status: 30, convert_progress: 100 });
  });
});
