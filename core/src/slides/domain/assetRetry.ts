/** Spec 3 §7/§9: asset loading is retried 3 times, waiting 400, 500 and 400 ms before each retry. */
export const ASSET_RETRY_DELAYS_MS = [400, 500, 400] as const;

/** Waits the given milliseconds; injected so tests run on no real timer. */
export type Wait = (ms: number) => Promise<void>;

/**
 * Runs `load` once and, while it fails, again after each delay in turn: at most 1 + 3 attempts.
 * The last failure is what the caller gets.
 */
export const withAssetRetry = async <A>(
  load: () => Promise<A>,
  wait: Wait,
  delays: readonly number[] = ASSET_RETRY_DELAYS_MS,
): Promise<A> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
};
