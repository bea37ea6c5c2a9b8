/** FNV-1a: a small, stable string hash, so "random" choices are the same for the same lecture. */
export const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** `items` shuffled by a seed: the same seed always gives the same order. */
export const seededOrder = <T>(items: readonly T[], seed: string, keyOf: (item: T) => string): T[] =>
  [...items].sort((a, b) => hashOf(`${seed}|${keyOf(a)}`) - hashOf(`${seed}|${keyOf(b)}`));
