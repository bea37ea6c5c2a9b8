/**
 * Speaker chips take the spec's accent colours in order (STYLE.md); a transcript with more speakers
 * than colours repeats them, with the name beside each chip telling them apart.
 */
const SPEAKER_COLOURS = ["#1F4395", "#CD6D1D", "#5546BC", "#227981", "#D1414C", "#3ACE8B"] as const;

export const speakerColour = (position: number): string =>
  SPEAKER_COLOURS[position % SPEAKER_COLOURS.length] ?? SPEAKER_COLOURS[0];
