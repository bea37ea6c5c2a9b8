import { createHash, randomUUID } from "node:crypto";
import { mkdir, open, readFile, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { type DemoMediaStore, MissingSliceError } from "./DemoMediaStore";
import { decodeSliceBatch, encodeSliceBatch } from "./sliceBatchFile";
import { type SliceFile, nextGeneration, parseSliceFileName, sliceBatchName, sliceSources } from "./sliceFileNames";

/** Longer names are hashed: file systems refuse names past 255 bytes. */
const LONGEST_NAME = 200;

/**
 * A key as one file name that cannot leave its folder: every character but a–z, 0–9, "-" and "_" is
 * %XX (its UTF-8 bytes, hex in capitals), so "/", "\" and "." never appear ("../x" is
 * "%2E%2E%2Fx") and two keys never differ only by case (a case-insensitive disk keeps them apart).
 * The empty key is "%", which no encoding yields.
 */
export const mediaFileName = (key: string): string => {
  let name = "";
  for (const byte of new TextEncoder().encode(key)) {
    const char = String.fromCharCode(byte);
    name += /[a-z0-9_-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  if (name === "") return "%";
  // "#" is never in an encoded name, so a hashed one cannot collide with one.
  return name.length <= LONGEST_NAME ? name : `#${createHash("sha256").update(key).digest("hex")}`;
};

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === "ENOENT";

const readOrNull = async (path: string): Promise<Uint8Array | null> => {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
};

/**
 * Recording bytes on disk (the server's, issue 20), under one folder:
 * `streams/<stream>/slices/<batch>` (one file per upload's slices, sliceFileNames), `streams/<stream>/merged`, and
 * `files/<key>` (note attachments), names made by mediaFileName. Every write goes to a file in `tmp/`
 * (on the same disk), is flushed, then renamed into place: a kill mid-write leaves either the old
 * file or the new one, never a torn one, and what is left in `tmp/` is removed at the next start.
 */
export class FileDemoMediaStore implements DemoMediaStore {
  #ready: Promise<void> | null = null;

  constructor(readonly root: string) {}

  async putSlices(streamId: string, first: number, slices: readonly Uint8Array[]): Promise<void> {
    if (slices.length === 0) return;
    await this.#open();
    const folder = this.#slicesOf(streamId);
    await mkdir(folder, { recursive: true });
    const generation = nextGeneration(await this.#sliceFiles(folder));
    // One file for the request's slices, not flushed to the disk (35 files a request cost 30 ms, and
    // a flush each 70 ms): a killed server keeps what the OS was handed, and the device keeps its own
    // copy of every slice until the merge (which is flushed) is answered, so only a power cut before
    // the merge could cost a resend.
    const name = sliceBatchName(first, slices.length, generation);
    await this.#write(join(folder, name), encodeSliceBatch(slices), false);
  }

  async readSlices(streamId: string, count: number): Promise<Uint8Array[]> {
    await this.#open();
    const folder = this.#slicesOf(streamId);
    const sources = sliceSources(await this.#sliceFiles(folder), count);
    const read = new Map<string, Promise<Uint8Array[]>>();
    const readOnce = (file: SliceFile) => {
      let slices = read.get(file.name);
      if (!slices) {
        const path = join(folder, file.name);
        slices = readFile(path).then((bytes) =>
          file.batch ? decodeSliceBatch(new Uint8Array(bytes), path) : [new Uint8Array(bytes)],
        );
        read.set(file.name, slices);
      }
      return slices;
    };
    const slices: Uint8Array[] = [];
    for (const [sequence, source] of sources.entries()) {
      const slice = source && (await readOnce(source.file))[source.index];
      if (!slice) throw new MissingSliceError(streamId, sequence);
      slices.push(slice);
    }
    return slices;
  }

  async putMerged(streamId: string, bytes: Uint8Array): Promise<void> {
    await this.#open();
    const folder = this.#streamOf(streamId);
    await mkdir(folder, { recursive: true });
    await this.#write(join(folder, "merged"), bytes);
  }

  async readMerged(streamId: string): Promise<Uint8Array | null> {
    await this.#open();
    return readOrNull(join(this.#streamOf(streamId), "merged"));
  }

  async deleteStreams(streamIds: readonly string[]): Promise<void> {
    await this.#open();
    for (const id of streamIds) await rm(this.#streamOf(id), { recursive: true, force: true });
  }

  async retainOnly(streamIds: readonly string[]): Promise<void> {
    await this.#open();
    await this.#retain(join(this.root, "streams"), streamIds);
  }

  async putFile(key: string, bytes: Uint8Array): Promise<void> {
    await this.#open();
    await this.#write(this.#fileOf(key), bytes);
  }

  async readFile(key: string): Promise<Uint8Array | null> {
    await this.#open();
    return readOrNull(this.#fileOf(key));
  }

  async deleteFiles(keys: readonly string[]): Promise<void> {
    await this.#open();
    for (const key of keys) await rm(this.#fileOf(key), { force: true });
  }

  async retainOnlyFiles(keys: readonly string[]): Promise<void> {
    await this.#open();
    await this.#retain(join(this.root, "files"), keys);
  }

  async clear(): Promise<void> {
    await this.#open();
    await rm(join(this.root, "streams"), { recursive: true, force: true });
    await rm(join(this.root, "files"), { recursive: true, force: true });
    await mkdir(join(this.root, "streams"), { recursive: true });
    await mkdir(join(this.root, "files"), { recursive: true });
  }

  #streamOf(streamId: string): string {
    return join(this.root, "streams", mediaFileName(streamId));
  }

  #slicesOf(streamId: string): string {
    return join(this.#streamOf(streamId), "slices");
  }

  /** The slice files in `folder` (none when it is not there yet); other names are ignored. */
  async #sliceFiles(folder: string): Promise<SliceFile[]> {
    try {
      return (await readdir(folder)).map(parseSliceFileName).filter((file) => file !== null);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  #fileOf(key: string): string {
    return join(this.root, "files", mediaFileName(key));
  }

  /** Removes every entry of `folder` but those named by `keys`. */
  async #retain(folder: string, keys: readonly string[]): Promise<void> {
    const keep = new Set(keys.map(mediaFileName));
    for (const name of await readdir(folder)) {
      if (!keep.has(name)) await rm(join(folder, name), { recursive: true, force: true });
    }
  }

  /** Whole or not at all: written (and flushed, unless `flush` is false) in tmp/, then renamed over `path`. */
  async #write(path: string, bytes: Uint8Array, flush = true): Promise<void> {
    const temporary = join(this.root, "tmp", randomUUID());
    const handle = await open(temporary, "w");
    try {
      await handle.writeFile(bytes);
      if (flush) await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Made on first use (the constructor touches no disk); what a kill left in tmp/ goes. */
  #open(): Promise<void> {
    this.#ready ??= (async () => {
      await rm(join(this.root, "tmp"), { recursive: true, force: true });
      for (const folder of ["tmp", "streams", "files"]) await mkdir(join(this.root, folder), { recursive: true });
    })().catch((error: unknown) => {
      // Tried again at the next call: a folder made meanwhile (or a disk back) is enough.
      this.#ready = null;
      throw error;
    });
    return this.#ready;
  }
}
