import { BehaviorSubject, type Observable, distinctUntilChanged, map } from "rxjs";

/** A value that changes over time: read it now with `value`, follow it with `state$`. */
export class Store<T> {
  readonly #subject: BehaviorSubject<T>;
  /** One observable for the store's life, so subscribers (and React hooks) see a stable source. */
  readonly state$: Observable<T>;

  constructor(initial: T) {
    this.#subject = new BehaviorSubject(initial);
    this.state$ = this.#subject.asObservable();
  }

  get value(): T {
    return this.#subject.value;
  }

  set(next: T): void {
    this.#subject.next(next);
  }

  update(change: (current: T) => T): void {
    this.#subject.next(change(this.#subject.value));
  }

  /** Follows one derived part of the state, emitting only when it changes. */
  select<R>(pick: (state: T) => R): Observable<R> {
    return this.#subject.pipe(map(pick), distinctUntilChanged());
  }
}
