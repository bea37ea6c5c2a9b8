import { recordings } from "./shellTexts";

/**
 * The logout warning while recordings are still on this device (issue 19). Apart from SHELL_TEXTS,
 * which the sign-in pages' first load carries: these load with the signed-in layout.
 */
export const LOGOUT_TEXTS = {
  title: "Your recordings are still uploading",
  message: (onDevice: number): string =>
    `${recordings(onDevice)} ${onDevice === 1 ? "has" : "have"} not finished uploading. If you log out now, ` +
    `${onDevice === 1 ? "it stays" : "they stay"} safely on this device and ${onDevice === 1 ? "finishes" : "finish"} ` +
    `uploading the next time you sign in here. Nobody else who signs in on this device can see or upload ` +
    `${onDevice === 1 ? "it" : "them"}.`,
  waiting: (inProgress: number): string =>
    `Waiting for ${recordings(inProgress)} to finish uploading. You will be logged out as soon as ${inProgress === 1 ? "it has" : "they have"}.`,
  stay: "Stay signed in",
  whenFinished: "Log out when finished",
  now: "Log out now",
} as const;
