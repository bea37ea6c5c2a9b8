import type { ChunkMeta, StreamType } from "@lectern/core/queue/domain/QueueItem";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { chunkFileName, recordingZipName, zipRecording } from "../../../ui/src/features/queue/zipRecording";
import { bytesOf } from "../../support/FakeUploadQueue";

const meta = (id: number, type: StreamType, sequence: number): ChunkMeta => ({
  id,
  queueItemId: "item",
  type,
  sequence,
  size: 2,
  isUploaded: false,
});

const unzip = async (zip: Blob) => unzipSync(new Uint8Array(await zip.arrayBuffer()));

describe("zipRecording (spec 2 §2.7)", () => {
  it("names files by stream type and position, six digits, counting from 1", () => {
    expect(chunkFileName(meta(1, "combined", 0))).toBe("combined-000001.webm");
    expect(chunkFileName(meta(9, "camera", 1439))).toBe("camera-001440.webm");
  });

  it("stores every chunk's bytes under its name", async () => {
    const zip = await zipRecording([
      { meta: meta(1, "combined", 0), read: async () => bytesOf("first") },
      { meta: meta(2, "audio", 0), read: async () => bytesOf("voice") },
      { meta: meta(3, "combined", 1), read: async () => bytesOf("second") },
    ]);
    expect(zip.type).toBe("application/zip");
    const files = await unzip(zip);
    expect(
      Object.fromEntries(Object.entries(files).map(([name, data]) => [name, new TextDecoder().decode(data)])),
    ).toEqual({ "combined-000001.webm": "first", "audio-000001.webm": "voice", "combined-000002.webm": "second" });
  });

  it("reads one chunk at a time, in order", async () => {
    const log: string[] = [];
    const chunk = (id: number) => ({
      meta: meta(id, "combined", id - 1),
      read: async () => {
        log.push(`start ${id}`);
        await Promise.resolve();
        log.push(`end ${id}`);
        return bytesOf(`chunk ${id}`);
      },
    });
    await zipRecording([chunk(1), chunk(2), chunk(3)]);
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"]);
  });

  it("leaves out a chunk whose bytes are gone", async () => {
    const files = await unzip(
      await zipRecording([
        { meta: meta(1, "combined", 0), read: async () => null },
        { meta: meta(2, "combined", 1), read: async () => bytesOf("kept") },
      ]),
    );
    expect(Object.keys(files)).toEqual(["combined-000002.webm"]);
  });

  it("fails when there is nothing to zip", async () => {
    await expect(zipRecording([])).rejects.toThrow();
    await expect(zipRecording([{ meta: meta(1, "audio", 0), read: async () => null }])).rejects.toThrow();
  });

  it("names the zip after the recording, safe for any file system", () => {
    expect(recordingZipName("Algebra – Lecture 7")).toBe("Algebra – Lecture 7.zip");
    expect(recordingZipName('Q1/Q2: "review"?')).toBe("Q1-Q2- -review-.zip");
    expect(recordingZipName("  ")).toBe("recording.zip");
  });
});
