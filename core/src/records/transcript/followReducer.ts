/**
 * The follow/scroll rule of the transcript (issue 11): during playback the current sentence is kept
 * in view; as soon as the reader scrolls the list themselves, following pauses (their reading place
 * wins) and a "Back to the current sentence" button appears; following resumes when they press it
 * or when they seek (clicking a sentence, the waveform, J/L…), since a seek says where they want to be.
 */
export interface FollowState {
  /** False while the reader has scrolled away (paused by the user). */
  readonly following: boolean;
  /** The current sentence's index, null before the first sentence. */
  readonly current: number | null;
}

export type FollowEvent =
  /** Playback time moved; `sentence` is sentenceAt(…) for the new time. */
  | { readonly type: "tick"; readonly sentence: number | null }
  /** The reader scrolled the list (wheel, touch, keyboard) — never a scroll this rule asked for. */
  | { readonly type: "userScrolled" }
  | { readonly type: "backToCurrent" }
  /** The player jumped; `sentence` is the sentence at the new time. */
  | { readonly type: "seek"; readonly sentence: number | null };

export interface FollowStep {
  readonly state: FollowState;
  /** The sentence to bring into view now, or null for no scroll. */
  readonly scrollTo: number | null;
  /** Whether the "Back to the current sentence" button shows. */
  readonly showBackButton: boolean;
}

export const INITIAL_FOLLOW: FollowState = { following: true, current: null };

const step = (state: FollowState, scrollTo: number | null): FollowStep => ({
  state,
  scrollTo,
  showBackButton: !state.following && state.current !== null,
});

export const followReducer = (state: FollowState, event: FollowEvent): FollowStep => {
  switch (event.type) {
    case "tick": {
      const next = { ...state, current: event.sentence };
      // Scroll only when the sentence changes: a scroll every frame would fight the browser.
      const moved = event.sentence !== state.current;
      return step(next, state.following && moved ? event.sentence : null);
    }
    case "userScrolled":
      return step({ ...state, following: false }, null);
    case "backToCurrent":
      return step({ ...state, following: true }, state.current);
    case "seek":
      return step({ following: true, current: event.sentence }, event.sentence);
  }
};
