/**
 * The names of a stream's slice files (FileDemoMediaStore): `b<first>-<count>-<generation>` for a
 * batch of `count` slices from `first`, and `<sequence>` for one raw slice, as servers before
 * batches wrote them (read still, never written). The generation orders writes without a clock: a
 * slice written again (an upload resent after its reply was lost) is read from the newest file
 * holding it, and a raw slice is older than every batch.
 */
export interface SliceFile {
  readonly name: string;
  readonly first: number;
  readonly count: number;
  readonly generation: number;
  /** A batch file (encodeSliceBatch), else one raw slice. */
  readonly batch: boolean;
}

const BATCH = /^b(\d+)-(\d+)-(\d+)$/;
const RAW = /^\d+$/;

export const sliceBatchName = (first: number, count: number, generation: number): string =>
  `b${first}-${count}-${generation}`;

export const parseSliceFileName = (name: string): SliceFile | null => {
  const batch = BATCH.exec(name);
  if (batch) {
    const [first, count, generation] = [batch[1], batch[2], batch[3]].map(Number) as [number, number, number];
    return { name, first, count, generation, batch: true };
  }
  return RAW.test(name) ? { name, first: Number(name), count: 1, generation: 0, batch: false } : null;
};

/** The generation the next write takes: above every file's. */
export const nextGeneration = (files: readonly SliceFile[]): number =>
  files.reduce((highest, file) => Math.max(highest, file.generation), 0) + 1;

/** Where slice `sequence` is read from: its file and its place in that file. */
export interface SliceSource {
  readonly file: SliceFile;
  readonly index: number;
}

/**
 * The source of each of slices 0 … count - 1, the newest file holding it; `undefined` where no file
 * holds one (the caller reports it missing).
 */
export const sliceSources = (files: readonly SliceFile[], count: number): (SliceSource | undefined)[] => {
  const sources: (SliceSource | undefined)[] = new Array(count).fill(undefined);
  const oldestFirst = [...files].sort((a, b) => a.generation - b.generation);
  for (const file of oldestFirst) {
    for (let index = 0; index < file.count && file.first + index < count; index += 1) {
      sources[file.first + index] = { file, index };
    }
  }
  return sources;
};
