import type { DemoMediaStore } from "@lectern/adapters/demo/media/DemoMediaStore";

/**
 * Counts the time the backend spends storing bytes (an upload's slices) in `media`, by wrapping
 * that one store's putSlices: a chunk's write is its bytes plus its stream row, and this tells the
 * two apart. Returns the running total in ms.
 */
export const timeMediaStore = (media: DemoMediaStore): (() => number) => {
  let total = 0;
  const putSlices = media.putSlices.bind(media);
  media.putSlices = async (...args) => {
    const start = performance.now();
    try {
      await putSlices(...args);
    } finally {
      total += performance.now() - start;
    }
  };
  return () => total;
};
