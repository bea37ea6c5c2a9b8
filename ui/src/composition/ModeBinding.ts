import type { Container } from "inversify";

/**
 * What a mode (demo | api | desktop) binds, in two halves so the sign-in pages load only the first:
 * the ports every page needs, bound before the first paint, and the ports only a signed-in user
 * needs (the recordings database, capture, speech, note files), fetched after sign-in.
 */
export interface ModeBinding {
  bindPorts(container: Container): void;
  bindSignedInPorts(container: Container): Promise<void>;
  /** Starts fetching what the first request will need, ahead of it (the in-tab demo backend). */
  warmUp(): void;
}
