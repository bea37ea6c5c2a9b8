/** Where users write for help (spec 2 §2.1 chat support, §2.2 audio-only notice). */
export const SUPPORT_EMAIL = "support@lectern.app";

/**
 * Texts of the widget's launcher, top bar and session roles (spec 2 §2.1, §2.2, §4.12, §5, §8). The
 * spec's own words are verbatim; the rest says what the spec describes without wording it.
 */
export const LAUNCHER_TEXTS = {
  /** Spec 2 §5. */
  hostOnlyStop: "Recording can be ended only by the host",
  /** Spec 2 §8. */
  noGeolocation: "no geolocation service",
  accountChoice: "Record to",
  ownAccount: "My account",
  ownAccountDetail: "Your personal recordings",
  organisationDetail: "Shared with this organisation",
  consentTitle: "Recording in an organisation's account",
  consent:
    "When you record in an organisation's account, the recording, its highlights and its notes are shared with that organisation: its administrators can see, keep and manage them. Choose My account to keep the recording to yourself.",
  accountDialogTitle: "Where should this recording go?",
  startInAccount: "Start",
  audioOnlyNoticeTitle: "Audio only",
  audioOnlyNotice:
    "Your screen is still recorded, but fully darkened: the recording's picture stays black and only the sound is kept.",
  supportPrompt: "Questions? Write to",
  openRecordings: "Open recordings",
  openRecordingsFailed: "The recordings could not be opened. Please try again.",
  meetingTitle: "Join the meeting?",
  meetingText: "This session's description has a meeting link:",
  openMeeting: "Open meeting",
  notNow: "Not now",
  chatSupport: "Chat with support",
  downloadSession: "Download session",
  nothingToDownload: "No recording on this device to download yet",
} as const;
