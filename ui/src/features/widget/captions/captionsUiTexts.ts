/** The captions panel's own labels; the spec's texts and the failure messages live in core (CAPTIONS_TEXTS). */
export const CAPTIONS_UI_TEXTS = {
  darkTheme: "Dark theme",
  position: "Caption position",
  top: "Top",
  bottom: "Bottom",
  captionText: "Caption text",
  newLine: "Caption",
} as const;
