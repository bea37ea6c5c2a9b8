import { errorText } from "../ApiError";

/** Why a read failed: what was thrown (usually an ApiError) and the text a person should read. */
export interface PageDataFailure {
  readonly error: unknown;
  readonly message: string;
}

export const failureOf = (error: unknown): PageDataFailure => ({ error, message: errorText(error) });

/**
 * A page's data. idle: nothing asked for yet (or no reader any more); loading: the first read is on
 * its way; ready: `data` is shown, `refreshing` while it is read again behind it, `refreshFailed`
 * when the last re-read failed and the data shown is the older one (cleared as the next read
 * starts); failed: the first read failed.
 */
export type PageDataState<T> =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | {
      readonly status: "ready";
      readonly data: T;
      readonly refreshing: boolean;
      readonly refreshFailed: PageDataFailure | null;
    }
  | { readonly status: "failed"; readonly failure: PageDataFailure };

/** The view and what decides which reply may still change it. */
export interface PageDataModel<T> {
  readonly view: PageDataState<T>;
  /** The newest read's number: a reply of any other read is dropped. */
  readonly newest: number;
  /** False once the last reader left: replies arriving then are dropped, the view stays idle. */
  readonly open: boolean;
}

export type PageDataEvent<T> =
  /** A read starts (number `newest + 1`); `keep`: the data shown stays while it runs. */
  | { readonly type: "readStarted"; readonly keep: boolean }
  | { readonly type: "answered"; readonly read: number; readonly data: T }
  | { readonly type: "refused"; readonly read: number; readonly error: unknown }
  /** A local change of the data shown (optimistic, or a command's reply); `supersede` drops reads on their way. */
  | { readonly type: "updated"; readonly change: (data: T) => T; readonly supersede: boolean }
  /** Data the server gave otherwise (a command's reply): shown at once; reads on their way are dropped. */
  | { readonly type: "replaced"; readonly data: T }
  /** A reader came back while read `read` was still on its way: it is the one to wait for. */
  | { readonly type: "resumed"; readonly read: number }
  | { readonly type: "closed" };

export const IDLE_PAGE_DATA: PageDataModel<never> = { view: { status: "idle" }, newest: 0, open: true };

const ready = <T>(data: T, refreshFailed: PageDataFailure | null = null): PageDataState<T> => ({
  status: "ready",
  data,
  refreshing: false,
  refreshFailed,
});

/** How each event changes a page's data; the reply of a read that is not the newest changes nothing. */
export const pageDataReducer = <T>(model: PageDataModel<T>, event: PageDataEvent<T>): PageDataModel<T> => {
  switch (event.type) {
    case "readStarted": {
      const { view } = model;
      const next: PageDataState<T> =
        event.keep && view.status === "ready"
          ? { ...view, refreshing: true, refreshFailed: null }
          : { status: "loading" };
      return { view: next, newest: model.newest + 1, open: true };
    }
    case "answered":
      if (!model.open || event.read !== model.newest) return model;
      return { ...model, view: ready(event.data) };
    case "refused": {
      if (!model.open || event.read !== model.newest) return model;
      const failure = failureOf(event.error);
      const { view } = model;
      return { ...model, view: view.status === "ready" ? ready(view.data, failure) : { status: "failed", failure } };
    }
    case "updated": {
      const { view } = model;
      // Nothing shown, nothing to change: a read on its way still brings the first data.
      if (view.status !== "ready") return model;
      const newest = event.supersede ? model.newest + 1 : model.newest;
      const refreshing = event.supersede ? false : view.refreshing;
      return { ...model, newest, view: { ...view, data: event.change(view.data), refreshing } };
    }
    case "replaced":
      return { ...model, view: ready(event.data), newest: model.newest + 1 };
    case "resumed":
      return { view: { status: "loading" }, newest: event.read, open: true };
    case "closed":
      return { ...model, view: { status: "idle" }, open: false };
  }
};
