import type { Observable } from "rxjs";
import { Store } from "../Store";
import { whileRead } from "../whileRead";
import {
  IDLE_PAGE_DATA,
  type PageDataEvent,
  type PageDataModel,
  type PageDataState,
  pageDataReducer,
} from "./pageDataState";

export interface PageDataOptions<K> {
  /**
   * A page that shows one of several things (a setup, a query, a user): nothing is read until
   * `open(key)`, and the key is forgotten when the last reader leaves. Unkeyed pages read on their
   * first reader.
   */
  readonly keyed?: boolean;
  /** When two keys name the same thing; `Object.is` by default. */
  readonly sameKey?: (a: K, b: K) => boolean;
}

export interface PageDataHooks {
  /** Runs as the first reader arrives, before the read starts (e.g. follow a live channel). */
  readonly opened?: () => void;
  /** Runs after the last reader left and the data was forgotten. */
  readonly closed?: () => void;
}

interface Pending<K> {
  readonly read: number;
  readonly key: K;
  readonly done: Promise<boolean>;
}

/**
 * A page's data (ARCHITECTURE rule 17): the one owner of load, reload, "newest read wins", keeping
 * the data shown when a re-read fails, and StrictMode safety. A reader that leaves and comes straight
 * back (React's development double effect) or a second `open` of the same key while its read is on
 * its way waits for that read instead of starting another. Services keep their own state beside it
 * and project `state$` into it; commands change the data shown with `update`.
 */
export class PageData<T, K = void> {
  readonly #model: Store<PageDataModel<T>>;
  readonly state$: Observable<PageDataState<T>>;
  readonly #sameKey: (a: K, b: K) => boolean;
  readonly #keyed: boolean;
  #key: { readonly value: K } | null;
  #pending: Pending<K> | null = null;

  constructor(
    private readonly read: (key: K) => Promise<T>,
    options: PageDataOptions<K> = {},
  ) {
    this.#model = new Store<PageDataModel<T>>(IDLE_PAGE_DATA);
    this.state$ = this.#model.select((model) => model.view);
    this.#sameKey = options.sameKey ?? Object.is;
    this.#keyed = options.keyed ?? false;
    this.#key = this.#keyed ? null : { value: undefined as K };
  }

  get state(): PageDataState<T> {
    return this.#model.value.view;
  }

  /** The data shown, if any. */
  get data(): T | undefined {
    const view = this.state;
    return view.status === "ready" ? view.data : undefined;
  }

  /** The key last opened; undefined before (or after the last reader left, for a keyed page). */
  get key(): K | undefined {
    return this.#key?.value;
  }

  /**
   * Shows `key`: its first read, unless that key is already shown or being read (then nothing new
   * starts; the promise is the read on its way). Resolves true when a read's reply became the view.
   */
  open(key: K): Promise<boolean> {
    const pending = this.#livePending();
    if (pending && this.#sameKey(pending.key, key)) {
      this.#key = { value: key };
      if (!this.#model.value.open) this.#dispatch({ type: "resumed", read: pending.read });
      return pending.done;
    }
    const shown = this.#key !== null && this.#sameKey(this.#key.value, key);
    this.#key = { value: key };
    if (shown && this.#model.value.open && this.state.status === "ready") return Promise.resolve(false);
    return this.#start(key, false);
  }

  /** Reads the shown key afresh: the data shown goes (a first load; the error state's 'Try again'). */
  load(): Promise<boolean> {
    return this.#key === null ? Promise.resolve(false) : this.#start(this.#key.value, false);
  }

  /** Reads the shown key again behind the data shown; if that read fails, the data stays (`refreshFailed`). */
  reload(): Promise<boolean> {
    return this.#key === null ? Promise.resolve(false) : this.#start(this.#key.value, true);
  }

  /**
   * Changes the data shown (an optimistic change, a command's reply). `supersede`: reads already on
   * their way are dropped, as they may predate the change.
   */
  update(change: (data: T) => T, options: { readonly supersede?: boolean } = {}): void {
    this.#dispatch({ type: "updated", change, supersede: options.supersede ?? false });
  }

  /** Shows `data` the server gave otherwise (a command's reply), first data or not; reads on their way are dropped. */
  replace(data: T): void {
    this.#dispatch({ type: "replaced", data });
  }

  /** Forgets the data (the last reader left); a reply arriving later is dropped. */
  close(): void {
    this.#dispatch({ type: "closed" });
    if (this.#keyed) this.#key = null;
  }

  /** `source$`, reading the page on its first reader (the shown key, when keyed) and closing it after the last. */
  whileRead<S>(source$: Observable<S>, hooks: PageDataHooks = {}): Observable<S> {
    return whileRead(
      source$,
      () => {
        hooks.opened?.();
        if (this.#key !== null) void this.open(this.#key.value);
      },
      () => {
        this.close();
        hooks.closed?.();
      },
    );
  }

  #livePending(): Pending<K> | null {
    const pending = this.#pending;
    return pending !== null && pending.read === this.#model.value.newest ? pending : null;
  }

  #start(key: K, keep: boolean): Promise<boolean> {
    this.#dispatch({ type: "readStarted", keep });
    const read = this.#model.value.newest;
    // Executed at once, so the request leaves now; a synchronous throw becomes a refusal.
    const done = new Promise<T>((resolve) => resolve(this.read(key))).then(
      (data) => this.#settle(read, { type: "answered", read, data }),
      (error: unknown) => this.#settle(read, { type: "refused", read, error }),
    );
    this.#pending = { read, key, done };
    return done;
  }

  #settle(read: number, event: PageDataEvent<T>): boolean {
    if (this.#pending?.read === read) this.#pending = null;
    const before = this.#model.value;
    this.#dispatch(event);
    return this.#model.value !== before;
  }

  #dispatch(event: PageDataEvent<T>): void {
    this.#model.set(pageDataReducer(this.#model.value, event));
  }
}
