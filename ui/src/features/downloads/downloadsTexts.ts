/**
 * Where every download button of /downloads points. The real store and installer addresses are not
 * given in the specs, so the desktop installers and both mobile stores all lead to this one release
 * page until they are: replace these constants (and only these) when the addresses are known.
 */
export const DOWNLOADS_RELEASE_PAGE = "https://lectern.app/download";

export const DESKTOP_PLATFORMS = [
  { id: "windows", name: "Windows", href: `${DOWNLOADS_RELEASE_PAGE}#windows` },
  { id: "macos", name: "macOS", href: `${DOWNLOADS_RELEASE_PAGE}#macos` },
  { id: "linux", name: "Linux", href: `${DOWNLOADS_RELEASE_PAGE}#linux` },
] as const;

export const MOBILE_STORES = [
  { id: "ios", kicker: "Download on the", name: "App Store", href: `${DOWNLOADS_RELEASE_PAGE}#ios` },
  { id: "android", kicker: "Get it on", name: "Google Play", href: `${DOWNLOADS_RELEASE_PAGE}#android` },
] as const;

/** Every text of /downloads and its demo video dialog, in one place. */
export const DOWNLOADS_TEXTS = {
  title: "Download App",
  heading: "Lectern for desktop and mobile",
  description: "Record every lecture where it happens — on your computer or on your phone — and study it in Lectern.",
  watchDemo: "Watch the demo video",

  desktopHeading: "Lectern for desktop",
  desktopIntro:
    "Record any lecture on your computer from a compact widget that stays out of the way of your slides and notes.",
  desktopFeatures: [
    {
      title: "Screen and microphone",
      text: "Capture the lecture on your screen with your microphone, and add your camera when you want to.",
    },
    {
      title: "Recordings stay safe offline",
      text: "Recordings are kept on your device and upload on their own as soon as you are back online.",
    },
    {
      title: "Windows, macOS and Linux",
      text: "The same widget and the same recordings on every computer you use.",
    },
  ],
  /** A platform button reads 'Download for Windows': the first words small, the platform large. */
  downloadForKicker: "Download for",
  downloadFor: (platform: string): string => `Download for ${platform}`,
  platformsLabel: "Desktop downloads",

  mobileHeading: "Lectern for mobile",
  mobileIntro: "Your phone becomes a lecture recorder that fits in your pocket.",
  mobileFeatures: [
    { title: "Record on the go", text: "Record audio-only lectures wherever you are." },
    { title: "Highlights", text: "Mark the moments that matter while you listen." },
    { title: "Study anywhere", text: "Review transcripts, notes and highlights on the way home." },
  ],
  storesLabel: "Mobile app stores",

  releaseNote: "Installers and store links are published on the Lectern release page.",

  widgetPreviewLabel: "The desktop recording widget",
  widgetPreviewRecording: "Recording",
  widgetPreviewSources: ["Screen", "Microphone", "Camera"],
  widgetPreviewTime: "00:42:17",
  widgetPreviewHighlight: "Highlight",
  widgetPreviewWaiting: "2 recordings",
  widgetPreviewUploadLater: "upload when you are back online",

  // The demo video dialog.
  videoTitle: "Lectern demo video",
  videoLoading: "Loading the demo video",
  openTranscript: "Read along in the transcript",
  videoOf: (lecture: string): string => `A recorded lecture: ${lecture}`,
  videoSignedOutTitle: "Sign in to watch the demo",
  videoSignedOutText:
    "The demo video is a real lecture recorded with Lectern. It comes with every account: sign in, or create a free account, to watch it.",
  signIn: "Sign in to watch",
  signUp: "Create a free account",
  videoUnavailableTitle: "The demo lecture is not ready yet",
  videoUnavailableText:
    "Your account has no converted demo lecture to play yet. Record your first lecture, or come back in a moment.",
  goToRecordings: "Go to my recordings",
  videoFailedTitle: "The demo video could not be loaded",
  playbackFailed: "Your browser could not play the demo video.",
  tryAgain: "Try again",
  close: "Close",
} as const;
