import type { ChunkBytes, ChunkMeta, StreamType } from "@lectern/core/queue/domain/QueueItem";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { describe, expect, it } from "vitest";
import { recordingFileName, recordingFiles } from "../../../ui/src/features/queue/recordingFiles";
import { cutInto, recordWebm } from "../../adapters/demo/recordedWebm";
import { bytesOf } from "../../support/FakeUploadQueue";

const meta = (id: number, type: StreamType, sequence: number): ChunkMeta => ({
  id,
  queueItemId: "item",
  type,
  sequence,
  size: 2,
  isUploaded: false,
});

const chunkOf = (bytes: Uint8Array): ChunkBytes => ({
  size: bytes.length,
  arrayBuffer: async () => bytes.slice().buffer,
});

const bytesIn = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe("recordingFiles (spec 2 §2.7: a playable file instead of raw parts)", () => {
  it("joins an audio recording's slices in sequence order into one .webm with its duration", async () => {
    const { stream, durationSeconds } = await recordWebm(2);
    const slices = cutInto(stream, 6);
    // Handed out of order: the file follows the sequence, not the listing.
    const chunks = slices.map((slice, index) => ({
      meta: meta(index + 1, "audio", index),
      read: async () => chunkOf(slice),
    }));
    const [file, ...others] = await recordingFiles([...chunks].reverse(), "Algebra – Lecture 7");
    expect(others).toEqual([]);
    expect(file).toMatchObject({ name: "Algebra – Lecture 7.webm", type: "audio" });
    expect(file!.blob.type).toBe("audio/webm");
    expect(file!.durationSeconds).toBeCloseTo(durationSeconds, 2);
    const input = new Input({ source: new BufferSource(await bytesIn(file!.blob)), formats: ALL_FORMATS });
    expect(await input.getDurationFromMetadata()).toBeCloseTo(durationSeconds, 2);
  });

  it("gives one file per stream, named after it, and reads one slice at a time", async () => {
    const log: string[] = [];
    const chunk = (id: number, type: StreamType, sequence: number) => ({
      meta: meta(id, type, sequence),
      read: async () => {
        log.push(`start ${id}`);
        await Promise.resolve();
        log.push(`end ${id}`);
        return bytesOf(`${type} ${sequence};`);
      },
    });
    const files = await recordingFiles([chunk(1, "combined", 0), chunk(2, "camera", 0), chunk(3, "combined", 1)], "Q1");
    expect(files.map((file) => [file.name, file.blob.type])).toEqual([
      ["Q1 (combined).webm", "video/webm"],
      ["Q1 (camera).webm", "video/webm"],
    ]);
    expect(new TextDecoder().decode(await bytesIn(files[0]!.blob))).toBe("combined 0;combined 1;");
    expect(log).toEqual(["start 1", "end 1", "start 3", "end 3", "start 2", "end 2"]);
  });

  it("leaves out a slice whose bytes are gone, and fails when nothing at all is left", async () => {
    const [file] = await recordingFiles(
      [
        { meta: meta(1, "audio", 0), read: async () => null },
        { meta: meta(2, "audio", 1), read: async () => bytesOf("kept") },
      ],
      "x",
    );
    expect(new TextDecoder().decode(await bytesIn(file!.blob))).toBe("kept");
    await expect(recordingFiles([], "x")).rejects.toThrow();
    await expect(recordingFiles([{ meta: meta(1, "audio", 0), read: async () => null }], "x")).rejects.toThrow();
  });

  it("names the file after the recording, safe for any file system", () => {
    expect(recordingFileName("Algebra – Lecture 7", "audio", false)).toBe("Algebra – Lecture 7.webm");
    expect(recordingFileName('Q1/Q2: "review"?', "camera", true)).toBe("Q1-Q2- -review- (camera).webm");
    expect(recordingFileName("  ", "audio", false)).toBe("recording.webm");
  });
});
