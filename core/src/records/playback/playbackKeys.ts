/** What a key asks the player to do. */
export type PlaybackCommand =
  | { readonly type: "togglePlay" }
  | { readonly type: "seekBy"; readonly delta: number }
  | { readonly type: "rateStep"; readonly direction: -1 | 1 };

/** The element the key was pressed on, as far as the rules care: its native keys win. */
export type KeyTarget = "button" | "range" | "select" | "text" | "other";

export interface PlaybackKey {
  readonly key: string;
  readonly shiftKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly altKey?: boolean;
  readonly metaKey?: boolean;
  readonly target?: KeyTarget;
}

/** Seconds moved by J/L and by the arrow keys. */
export const SEEK_STEP_LONG = 10;
export const SEEK_STEP_SHORT = 5;

/** The shortcuts in words, for the player's screen-reader description and its help line. */
export const PLAYBACK_SHORTCUTS_TEXT =
  "Keyboard shortcuts: Space or K plays and pauses, J and L go back and forward 10 seconds, the left and right arrows 5 seconds, Shift+comma and Shift+period (< and >) slow down and speed up.";

const NATIVE_KEYS: Readonly<Record<KeyTarget, readonly string[]>> = {
  // A focused button is pressed with Space and Enter; a slider moves with the arrows; a select opens
  // and moves with Space and the arrows; a text field types every key.
  button: [" ", "Enter"],
  range: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"],
  select: [" ", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter"],
  text: [],
  other: [],
};

/**
 * The player's keyboard (issue 11): Space/K play-pause, J/L −10/+10 s, ←/→ −5/+5 s, Shift+, / Shift+.
 * (also typed as < and >) speed down/up. Null when the key is not a shortcut, carries a modifier the
 * browser or the screen reader owns, or belongs to the focused control itself.
 */
export const playbackCommandForKey = (press: PlaybackKey): PlaybackCommand | null => {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  const target = press.target ?? "other";
  if (target === "text") return null;
  if (NATIVE_KEYS[target].includes(press.key)) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (key === "<" || (press.shiftKey && key === ",")) return { type: "rateStep", direction: -1 };
  if (key === ">" || (press.shiftKey && key === ".")) return { type: "rateStep", direction: 1 };
  if (press.shiftKey) return null;
  switch (key) {
    case " ":
    case "k":
      return { type: "togglePlay" };
    case "j":
      return { type: "seekBy", delta: -SEEK_STEP_LONG };
    case "l":
      return { type: "seekBy", delta: SEEK_STEP_LONG };
    case "ArrowLeft":
      return { type: "seekBy", delta: -SEEK_STEP_SHORT };
    case "ArrowRight":
      return { type: "seekBy", delta: SEEK_STEP_SHORT };
    default:
      return null;
  }
};
