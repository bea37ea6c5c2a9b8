import type { UploadQueueState } from "../../queue/application/UploadQueueContract";

/** What logging out now would leave behind on this device. */
export interface LogoutCheck {
  /** The signed-in user's recordings not yet on the server: they stay here for their next sign-in. */
  readonly onDevice: number;
  /** Of those, the ones still moving (uploading, pending, resuming): waiting lets them finish. */
  readonly inProgress: number;
}

/**
 * The rule behind the logout warning (issue 19): warn while any recording of the user is still on
 * this device. Paused ones, ones a 402 stopped and ones kept after a merge the server could not keep
 * do not move by waiting, so "wait" finishes when the moving ones have.
 */
export const logoutCheck = (state: UploadQueueState): LogoutCheck => {
  const inProgress = state.entries.filter((entry) => entry.status !== "suspended" && !entry.keptOnDevice).length;
  return { onDevice: state.entries.length, inProgress };
};

/** Warn at logout? Only once the queue has read the device (before that nothing is known to lose). */
export const warnsAtLogout = (state: UploadQueueState): boolean => state.ready && state.entries.length > 0;
