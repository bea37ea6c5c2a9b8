/** A private counter a file keeps to drop late replies: bumped, and compared with a value taken earlier. */
export interface LoadCounter {
  readonly file: string;
  readonly field: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The hand-written "newest load wins" of rule 17: a `#field` that is incremented (`++this.#field`,
 * `this.#field++`, `this.#field += 1`) and compared for (in)equality with something
 * (`x !== this.#field`, `this.#field === x`). Counters only ever bumped (announcement ids) pass.
 */
export const loadCounters = (file: string, source: string): LoadCounter[] => {
  const fields = new Set([...source.matchAll(/#([A-Za-z_]\w*)/g)].map((match) => match[1]!));
  return [...fields]
    .filter((field) => {
      const name = `this\\.#${escape(field)}\\b`;
      const bumped = new RegExp(`\\+\\+${name}|${name}\\s*(\\+\\+|\\+=\\s*1\\b)`).test(source);
      const compared = new RegExp(`[!=]==\\s*${name}|${name}\\s*[!=]==`).test(source);
      return bumped && compared;
    })
    .map((field) => ({ file, field }));
};
