/** What counts as the visitor starting to do something (not focus: an autofocused field gets it at once). */
const FIRST_INPUTS = ["keydown", "pointerdown", "input"] as const;
const OPTIONS = { capture: true, passive: true } as const;

/**
 * Runs `run` once, on the visitor's first key, tap or input anywhere on the page: the moment to
 * fetch what the first request will need while they are still typing.
 */
export const onFirstInput = (target: EventTarget, run: () => void): void => {
  let done = false;
  const once = () => {
    for (const type of FIRST_INPUTS) target.removeEventListener(type, once, OPTIONS);
    // Listeners already being dispatched may still fire once after removal.
    if (done) return;
    done = true;
    run();
  };
  for (const type of FIRST_INPUTS) target.addEventListener(type, once, OPTIONS);
};
