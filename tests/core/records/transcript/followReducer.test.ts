import {
  type FollowEvent,
  type FollowState,
  INITIAL_FOLLOW,
  followReducer,
} from "@lectern/core/records/transcript/followReducer";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const sentenceArb = fc.option(fc.integer({ min: 0, max: 20 }), { nil: null });
const eventArb: fc.Arbitrary<FollowEvent> = fc.oneof(
  { weight: 4, arbitrary: sentenceArb.map((sentence): FollowEvent => ({ type: "tick", sentence })) },
  { weight: 2, arbitrary: fc.constant<FollowEvent>({ type: "userScrolled" }) },
  { weight: 1, arbitrary: fc.constant<FollowEvent>({ type: "backToCurrent" }) },
  { weight: 1, arbitrary: sentenceArb.map((sentence): FollowEvent => ({ type: "seek", sentence })) },
);

describe("followReducer", () => {
  it("never scrolls while the reader has paused following, until back-to-current or a seek", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        let state: FollowState = INITIAL_FOLLOW;
        let pausedByUser = false;
        for (const event of events) {
          const step = followReducer(state, event);
          if (event.type === "userScrolled") pausedByUser = true;
          if (event.type === "backToCurrent" || event.type === "seek") pausedByUser = false;
          if (pausedByUser) expect(step.scrollTo).toBeNull();
          expect(step.state.following).toBe(!pausedByUser);
          // The button shows exactly while paused with a current sentence to go back to.
          expect(step.showBackButton).toBe(pausedByUser && step.state.current !== null);
          state = step.state;
        }
      }),
    );
  });

  it("while following, scrolls to each new current sentence once, and tracks the current sentence", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        let state: FollowState = INITIAL_FOLLOW;
        for (const event of events) {
          const step = followReducer(state, event);
          if (event.type === "tick") {
            expect(step.state.current).toBe(event.sentence);
            const expected = state.following && event.sentence !== state.current ? event.sentence : null;
            expect(step.scrollTo).toBe(expected);
          }
          if (event.type === "seek") expect(step.scrollTo).toBe(event.sentence);
          if (event.type === "backToCurrent") expect(step.scrollTo).toBe(state.current);
          state = step.state;
        }
      }),
    );
  });

  it("pauses on a reader's scroll and resumes on the button", () => {
    const playing = followReducer(INITIAL_FOLLOW, { type: "tick", sentence: 3 });
    expect(playing.scrollTo).toBe(3);
    const scrolled = followReducer(playing.state, { type: "userScrolled" });
    expect(scrolled.showBackButton).toBe(true);
    const next = followReducer(scrolled.state, { type: "tick", sentence: 4 });
    expect(next.scrollTo).toBeNull();
    const back = followReducer(next.state, { type: "backToCurrent" });
    expect(back).toEqual({ state: { following: true, current: 4 }, scrollTo: 4, showBackButton: false });
  });
});
