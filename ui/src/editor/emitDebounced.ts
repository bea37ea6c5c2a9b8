/**
 * The editor's emit rule (spec 3 §4 "Edits are emitted after a 500 ms debounce"; §5 "A note is sent
 * only when edited"): a change is emitted `delayMs` after the last edit, only when the value differs
 * from the last one emitted (or the initial one), and `flush` emits a pending edit at once (on blur and
 * on unmount, so nothing typed is lost). The value is read only when it is about to be emitted, so a
 * burst of keystrokes serialises the editor once.
 */

export interface DebouncedEmitterOptions<T> {
  /** The value the editor opened with: an edit back to it emits nothing. */
  readonly initial: T;
  /** Reads the current value (called only when emitting). */
  readonly read: () => T;
  readonly emit: (value: T) => void;
  readonly delayMs: number;
  readonly equals: (a: T, b: T) => boolean;
}

export interface DebouncedEmitter {
  /** An edit happened: (re)starts the wait. */
  changed(): void;
  /** Emits a pending edit now (if it changed the value); nothing pending, nothing happens. */
  flush(): void;
  /** Flushes, then ignores every later call (the editor is gone). */
  dispose(): void;
}

/** Spec 3 §9 "Editor: debounce 500 ms". */
export const NOTE_EMIT_DELAY_MS = 500;

export const emitDebounced = <T>({
  initial,
  read,
  emit,
  delayMs,
  equals,
}: DebouncedEmitterOptions<T>): DebouncedEmitter => {
  let last = initial;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    const value = read();
    if (equals(value, last)) return;
    last = value;
    emit(value);
  };

  return {
    changed() {
      if (disposed) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush() {
      if (!disposed) flush();
    },
    dispose() {
      if (disposed) return;
      flush();
      disposed = true;
    },
  };
};
