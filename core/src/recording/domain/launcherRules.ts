import type { CaptureMode, RecordingStartOptions } from "../application/Recorder";
import type { RecordingAccountsState, RecordingOrganisation } from "../application/RecordingAccounts";

/** What the person has chosen on the launcher so far (spec 2 §2.2). */
export interface LauncherChoice {
  readonly mode: CaptureMode | null;
  /** The camera beside a screen recording; null records none (spec 2 §4.2). */
  readonly cameraId: string | null;
  /** The screen, where the app picks it itself (the desktop app). */
  readonly screenId: string | null;
  /** The account choice dialog is open (members of organisations, spec 2 §2.2). */
  readonly choosingAccount: boolean;
}

export const EMPTY_LAUNCHER_CHOICE: LauncherChoice = {
  mode: null,
  cameraId: null,
  screenId: null,
  choosingAccount: false,
};

/** What the launcher depends on besides the choice. */
export interface LauncherContext {
  /** The app lists screens itself (desktop): Start waits for one. */
  readonly picksScreenItself: boolean;
  /** The recorder is starting: every control waits. */
  readonly starting: boolean;
}

/** What the launcher shows, derived from the choice: the view only renders it. */
export interface LauncherView {
  /** Camera, quality and screen only matter for screen and mic. */
  readonly showScreenOptions: boolean;
  /** Spec 2 §2.2: the audio-only notice. */
  readonly showAudioNotice: boolean;
  /** Spec 2 §2.2: Start (and Cancel) appear only once a choice is made. */
  readonly showActions: boolean;
  /** Start waits for a screen where the app picks it. */
  readonly canStart: boolean;
  readonly busy: boolean;
}

export const launcherViewOf = (choice: LauncherChoice, context: LauncherContext): LauncherView => {
  const needsScreen = choice.mode === "screen" && context.picksScreenItself && choice.screenId === null;
  return {
    showScreenOptions: choice.mode === "screen",
    showAudioNotice: choice.mode === "mic",
    showActions: choice.mode !== null,
    canStart: choice.mode !== null && !needsScreen && !context.starting,
    busy: context.starting,
  };
};

/** Spec 2 §4.2: audio only records no camera; the account is the one chosen (null: the user's own). */
export const startOptionsOf = (choice: LauncherChoice, organizationId: string | null): RecordingStartOptions => ({
  cameraId: choice.mode === "screen" ? choice.cameraId : null,
  organizationId,
});

/**
 * The organisations a recording can go to for this e-mail: a list loaded for another account (the
 * user changed account) offers nothing until the new one is loaded.
 */
export const organisationsFor = (
  accounts: RecordingAccountsState,
  email: string | null,
): readonly RecordingOrganisation[] => (email !== null && accounts.email === email ? accounts.organisations : []);
