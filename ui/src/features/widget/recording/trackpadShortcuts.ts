export type TrackpadAction = "trackback" | "highlight" | "flag";

/**
 * Alt+Shift+letter: free in browsers and kept clear of screen-reader keys (NVDA and JAWS use Insert
 * or Caps Lock, VoiceOver Control+Option), and usable while typing a note. `code` keeps the keys
 * in place on every keyboard layout. `keys` is both what the button shows and its aria-keyshortcuts.
 */
export const TRACKPAD_SHORTCUTS: Readonly<Record<TrackpadAction, { code: string; keys: string }>> = {
  trackback: { code: "KeyB", keys: "Alt+Shift+B" },
  highlight: { code: "KeyH", keys: "Alt+Shift+H" },
  flag: { code: "KeyF", keys: "Alt+Shift+F" },
};

export const trackpadActionOf = (
  event: Pick<KeyboardEvent, "altKey" | "shiftKey" | "ctrlKey" | "metaKey" | "code">,
): TrackpadAction | null => {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return null;
  const found = (Object.entries(TRACKPAD_SHORTCUTS) as [TrackpadAction, { code: string }][]).find(
    ([, shortcut]) => shortcut.code === event.code,
  );
  return found ? found[0] : null;
};
