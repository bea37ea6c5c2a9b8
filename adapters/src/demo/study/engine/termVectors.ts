/** A sparse unit-length term vector. */
export type TermVector = ReadonlyMap<string, number>;

/** TF-IDF vectors (log-scaled tf, smoothed idf), each scaled to unit length, and the document frequencies. */
export const termVectorsOf = (
  documents: readonly (readonly string[])[],
): { vectors: TermVector[]; documentFrequency: Map<string, number> } => {
  const documentFrequency = new Map<string, number>();
  for (const terms of documents) {
    for (const term of new Set(terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const count = documents.length;
  const vectors = documents.map((terms) => {
    const frequency = new Map<string, number>();
    for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [term, tf] of frequency) {
      const weight = (1 + Math.log(tf)) * Math.log(1 + count / documentFrequency.get(term)!);
      vector.set(term, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  });
  return { vectors, documentFrequency };
};

/** Cosine similarity of two unit vectors (iterates the smaller). */
export const cosine = (a: TermVector, b: TermVector): number => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [term, weight] of small) {
    const other = large.get(term);
    if (other !== undefined) sum += weight * other;
  }
  return sum;
};
