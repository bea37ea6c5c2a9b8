import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emitDebounced, NOTE_EMIT_DELAY_MS } from "../../../ui/src/editor/emitDebounced";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An editor whose text the test sets, and what it emitted. */
const editor = (initial = "a") => {
  let text = initial;
  const emitted: string[] = [];
  const read = vi.fn(() => text);
  const emitter = emitDebounced({
    initial,
    read,
    emit: (value: string) => emitted.push(value),
    delayMs: NOTE_EMIT_DELAY_MS,
    equals: (a, b) => a === b,
  });
  return {
    emitter,
    emitted,
    read,
    type(next: string) {
      text = next;
      emitter.changed();
    },
  };
};

describe("emitDebounced (spec 3 §4: edits emitted after a 500 ms debounce, only when edited)", () => {
  it("waits 500 ms after the last edit, then emits the current value once", () => {
    const note = editor();
    note.type("ab");
    vi.advanceTimersByTime(300);
    note.type("abc");
    vi.advanceTimersByTime(499);
    expect(note.emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(note.emitted).toEqual(["abc"]);
    // The value was read once, when it was emitted, not on every keystroke.
    expect(note.read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(note.emitted).toEqual(["abc"]);
  });

  it("emits nothing when the edits end where they started, or where the last emit was", () => {
    const note = editor("a");
    note.type("ab");
    note.type("a");
    vi.advanceTimersByTime(NOTE_EMIT_DELAY_MS);
    expect(note.emitted).toEqual([]);
    note.type("b");
    vi.advanceTimersByTime(NOTE_EMIT_DELAY_MS);
    note.type("b");
    vi.advanceTimersByTime(NOTE_EMIT_DELAY_MS);
    expect(note.emitted).toEqual(["b"]);
  });

  it("flushes a pending edit at once on blur, and only that once", () => {
    const note = editor();
    note.type("typed");
    note.emitter.flush();
    expect(note.emitted).toEqual(["typed"]);
    vi.advanceTimersByTime(NOTE_EMIT_DELAY_MS);
    note.emitter.flush();
    expect(note.emitted).toEqual(["typed"]);
  });

  it("a blur with nothing edited emits nothing", () => {
    const note = editor();
    note.emitter.flush();
    expect(note.emitted).toEqual([]);
    expect(note.read).not.toHaveBeenCalled();
  });

  it("flushes on unmount (dispose) and ignores everything after it", () => {
    const note = editor();
    note.type("last words");
    note.emitter.dispose();
    expect(note.emitted).toEqual(["last words"]);
    note.type("ghost");
    vi.advanceTimersByTime(NOTE_EMIT_DELAY_MS);
    note.emitter.flush();
    note.emitter.dispose();
    expect(note.emitted).toEqual(["last words"]);
  });
});
