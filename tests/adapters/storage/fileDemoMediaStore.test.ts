import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FileDemoMediaStore, mediaFileName } from "@lectern/adapters/demo/media/FileDemoMediaStore";
import { afterAll, describe, expect, it } from "vitest";
import { describeMediaStoreContract } from "../demo/mediaStoreContract";

const bytes = (...values: number[]) => Uint8Array.from(values);
const folders: string[] = [];
const folder = async () => {
  const path = await mkdtemp(join(tmpdir(), "lectern-media-"));
  folders.push(path);
  return path;
};
afterAll(() => Promise.all(folders.map((path) => rm(path, { recursive: true, force: true }))));

/** Every path under `root`, relative, sorted. */
const tree = async (root: string): Promise<string[]> =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();

let roots = 0;
const base = await folder();
describeMediaStoreContract("FileDemoMediaStore", () => new FileDemoMediaStore(join(base, String((roots += 1)))));

describe("FileDemoMediaStore", () => {
  it("keeps slices, merged files and note files across a restart, as files on disk", async () => {
    const root = await folder();
    const store = new FileDemoMediaStore(root);
    await store.putSlices("stream-1", 0, [bytes(1), bytes(2, 2)]);
    await store.putMerged("stream-1", bytes(1, 2, 2));
    await store.putFile("att-1", bytes(7, 7));
    const again = new FileDemoMediaStore(root);
    expect(await again.readSlices("stream-1", 2)).toEqual([bytes(1), bytes(2, 2)]);
    expect(await again.readMerged("stream-1")).toEqual(bytes(1, 2, 2));
    expect(await again.readFile("att-1")).toEqual(bytes(7, 7));
    expect(await tree(root)).toEqual(["files/att-1", "streams/stream-1/merged", "streams/stream-1/slices/b0-2-1"]);
  });

  it("writes one file per upload, and reads slices a server before batches wrote one file each", async () => {
    const root = await folder();
    const slicesFolder = join(root, "streams", "stream-1", "slices");
    const store = new FileDemoMediaStore(root);
    await store.putSlices("stream-1", 0, [bytes(0)]);
    // As an older server left them: slices 1 and 2 raw, one file each; slice 2 written again since.
    await writeFile(join(slicesFolder, "1"), bytes(1, 1));
    await writeFile(join(slicesFolder, "2"), bytes(2, 2));
    await store.putSlices("stream-1", 2, [bytes(5), bytes(3), bytes(4)]);
    await store.putSlices("stream-1", 4, [bytes(6)]);
    expect(await readdir(slicesFolder)).toHaveLength(5);
    expect(await new FileDemoMediaStore(root).readSlices("stream-1", 5)).toEqual([
      bytes(0),
      bytes(1, 1),
      bytes(5),
      bytes(3),
      bytes(6),
    ]);
  });

  it("says which file is broken when a batch was cut short on disk", async () => {
    const root = await folder();
    const store = new FileDemoMediaStore(root);
    await store.putSlices("s", 0, [bytes(1, 2, 3)]);
    const path = join(root, "streams", "s", "slices", "b0-1-1");
    await writeFile(path, bytes(0x4c, 0x53, 0x42, 0x31, 1, 0, 0, 0, 3, 0, 0, 0, 1));
    await expect(store.readSlices("s", 1)).rejects.toThrow(`The slice batch ${path} is not a whole batch file.`);
  });

  it("deletes files and keeps only the listed ones, streams untouched", async () => {
    const store = new FileDemoMediaStore(await folder());
    await store.putFile("a", bytes(1));
    await store.putFile("b", bytes(2));
    await store.putFile("c/d", bytes(3));
    await store.putMerged("s", bytes(9));
    await store.deleteFiles(["a", "never-there"]);
    expect(await store.readFile("a")).toBeNull();
    await store.retainOnlyFiles(["c/d"]);
    expect(await store.readFile("b")).toBeNull();
    expect(await store.readFile("c/d")).toEqual(bytes(3));
    expect(await store.readMerged("s")).toEqual(bytes(9));
    await store.retainOnly([]);
    expect(await store.readMerged("s")).toBeNull();
    expect(await store.readFile("c/d")).toEqual(bytes(3));
  });

  it("keeps keys with ../, slashes, dots and other characters inside its folders", async () => {
    const parent = await folder();
    const root = join(parent, "media");
    const store = new FileDemoMediaStore(root);
    const keys = ["../escape", "../../etc/passwd", "..", ".", "", "a/b\\c", "%2E%2E", "Ä ü 🎙", "x".repeat(300)];
    for (const [index, key] of keys.entries()) {
      await store.putFile(key, bytes(index));
      await store.putMerged(key, bytes(index, index));
    }
    for (const [index, key] of keys.entries()) {
      expect(await store.readFile(key)).toEqual(bytes(index));
      expect(await store.readMerged(key)).toEqual(bytes(index, index));
    }
    // Nothing outside the store's folder, and one entry per key in each folder.
    expect(await readdir(parent)).toEqual(["media"]);
    expect(await readdir(join(root, "files"))).toHaveLength(keys.length);
    expect(await readdir(join(root, "streams"))).toHaveLength(keys.length);
    await store.retainOnlyFiles(["../escape"]);
    expect(await readdir(join(root, "files"))).toEqual([mediaFileName("../escape")]);
  });

  it("names keys so that none differ only by case and none leaves the folder", () => {
    expect(mediaFileName("../x")).toBe("%2E%2E%2Fx");
    expect(mediaFileName("Ab")).toBe("%41b");
    expect(mediaFileName("ab")).toBe("ab");
    expect(mediaFileName("")).toBe("%");
    expect(mediaFileName("é")).toBe("%C3%A9");
    expect(mediaFileName("k".repeat(201))).toMatch(/^#[0-9a-f]{64}$/);
  });

  it("removes what a killed write left in tmp/, and never shows a half-written file", async () => {
    const root = await folder();
    await new FileDemoMediaStore(root).putFile("kept", bytes(1, 2, 3));
    // As a kill between the write and the rename leaves it.
    await writeFile(join(root, "tmp", "left-by-a-kill"), bytes(9));
    const again = new FileDemoMediaStore(root);
    expect(await again.readFile("kept")).toEqual(bytes(1, 2, 3));
    expect(await readdir(join(root, "tmp"))).toEqual([]);
  });
});
