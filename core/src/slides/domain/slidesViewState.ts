/**
 * Spec 3 §4 "Slides widget view states": Init, Upload, Load, Read, None. Load is the slides being
 * fetched; Read is the viewer reading a file (the server's or a local preview); None is an upload
 * going on with no preview (reading skipped), which ends in Read.
 */
export type SlidesView = "Init" | "Upload" | "Load" | "Read" | "None";

export interface SlidesViewState {
  readonly view: SlidesView;
  /** The error text shown in the upload area after a failed read or upload. */
  readonly error: string | null;
}

export type SlidesViewEvent =
  /** The widget starts: `loadOnInit` false when the slides are already known (a shared record). */
  | { readonly kind: "init"; readonly loadOnInit: boolean; readonly isOwner: boolean; readonly hasSlideUrl: boolean }
  /** The slides' load ended; `hasSlideUrl` says whether a slide set with a file came back. */
  | { readonly kind: "loaded"; readonly hasSlideUrl: boolean }
  | { readonly kind: "loadFailed" }
  /** A valid file was picked: previewed locally (Read) unless reading is skipped (None). */
  | { readonly kind: "fileChosen"; readonly skipReading: boolean }
  | { readonly kind: "uploaded" }
  | { readonly kind: "uploadFailed"; readonly error: string }
  /** The viewer could not read the file (a local preview or the server's). */
  | { readonly kind: "readFailed"; readonly error: string }
  | { readonly kind: "removed" };

export const initialSlidesView: SlidesViewState = { view: "Init", error: null };

/** The next view for an event; events that do not apply in a view leave it as it is. */
export const nextSlidesView = (state: SlidesViewState, event: SlidesViewEvent): SlidesViewState => {
  switch (event.kind) {
    case "init":
      if (event.loadOnInit) return { view: "Load", error: null };
      // Spec 3 §4 read literally: a file to show wins; else an owner may upload; a viewer with
      // nothing to show stays in Init (no upload area for someone who cannot upload).
      if (event.hasSlideUrl) return { view: "Read", error: null };
      return event.isOwner ? { view: "Upload", error: null } : initialSlidesView;
    case "loaded":
      return state.view === "Load" ? { view: event.hasSlideUrl ? "Read" : "Upload", error: null } : state;
    case "loadFailed":
      return state.view === "Load" ? { view: "Upload", error: null } : state;
    case "fileChosen":
      return { view: event.skipReading ? "None" : "Read", error: null };
    case "uploaded":
      return { view: "Read", error: null };
    case "uploadFailed":
      return { view: "Upload", error: event.error };
    case "readFailed":
      return { view: "Upload", error: event.error };
    case "removed":
      return { view: "Upload", error: null };
  }
};
