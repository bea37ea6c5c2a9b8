/** The captions panel's own labels; the spec's texts and the failure messages live in core (CAPTIONS_TEXTS). */
export const CAPTIONS_UI_TEXTS = {
  darkTheme: "Dark theme",
  position: "Caption position",
  top: "Top",
  bottom: "Bottom",
  captionText: "Caption text",
  newLine: "Caption",
  // Issue 21: said before and during a recording in a browser that cannot caption live.
  noLiveTranscriptTitle: "No live transcript in this browser",
  noLiveTranscriptBefore:
    "This browser can't make live captions, so a lecture recorded here gets no transcript as you record. Afterwards, import a caption file (SRT or WebVTT) on the lecture's page for its transcript, summary, key points and quiz. Or record in Chrome or Edge while online.",
  noLiveTranscriptDuring:
    "Keep recording: nothing is lost. Afterwards, import a caption file (SRT or WebVTT) on the lecture's page for its transcript, summary and quiz.",
} as const;
