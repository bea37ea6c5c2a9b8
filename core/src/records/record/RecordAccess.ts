import { type Permissions, effectivePermissions } from "../../permissions/domain/Permissions";
import type { PlaybackClip } from "../playback/playbackClip";

/** The span of the parent's recording a shared highlight plays (contract rule 7 `shared_poi`). */
export interface SharedPoi {
  readonly poiId: string;
  /** Seconds from the start of the recording. */
  readonly start: number;
  readonly end: number;
}

/**
 * What the viewer may do with the record on screen (spec 3 §2 shared-record guard, §6). The owner's
 * own page has every right; a shared record carries the server's meta for this viewer.
 */
export interface RecordAccess {
  /** "own": /records/{id}; "shared": /shared-records/{id}. */
  readonly mode: "own" | "shared";
  /** Nothing of the record may be changed: forced for visitors and for anyone but the owner. */
  readonly readOnly: boolean;
  /** The recording may be downloaded (the zip). */
  readonly downloadable: boolean;
  readonly isOwner: boolean;
  /** Signed-in viewer the link grants editing to (the owner, or a person shared with readonly false): notes only. */
  readonly notesEditable: boolean;
  /** Whether a signed-in user is looking (favourites, bookmarks and live updates are theirs). */
  readonly signedIn: boolean;
  /** The owner as the share names them; null on the owner's own page. */
  readonly owner: { readonly id: string; readonly name: string } | null;
  /** A shared highlight's session: the player plays only this span. */
  readonly sharedPoi: SharedPoi | null;
  /**
   * The shared permission set for this viewer (contract rule 9): null on the owner's page and for the
   * owner, "loading" until it has come, `{}` (all revoked) when it could not be loaded (spec 3 §6).
   */
  readonly sharedPermissions: Permissions | "loading" | null;
}

/** The owner's own page (/records/{id}). */
export const OWN_ACCESS: RecordAccess = {
  mode: "own",
  readOnly: false,
  downloadable: true,
  isOwner: true,
  notesEditable: true,
  signedIn: true,
  owner: null,
  sharedPoi: null,
  sharedPermissions: null,
};

/** What the server's meta for this viewer (contract rule 7) allows, signed in or not. */
export interface SharedViewerMeta {
  readonly isOwner: boolean;
  readonly readOnly: boolean;
  readonly downloadable: boolean;
  readonly owner: { readonly id: string; readonly name: string };
  readonly sharedPoi: SharedPoi | null;
}

/**
 * Spec 3 §2: read-only is forced when the viewer is signed out or not the owner, else the meta says.
 * Contract rule 11: a signed-in person shared with as editor (readonly false) may still edit notes.
 */
export const sharedAccess = (meta: SharedViewerMeta, signedIn: boolean): RecordAccess => {
  const isOwner = signedIn && meta.isOwner;
  return {
    mode: "shared",
    readOnly: isOwner ? meta.readOnly : true,
    downloadable: isOwner || meta.downloadable,
    isOwner,
    notesEditable: signedIn && (isOwner || !meta.readOnly),
    signedIn,
    owner: meta.owner,
    sharedPoi: meta.sharedPoi,
    sharedPermissions: isOwner ? null : "loading",
  };
};

/**
 * The flags the record page applies (spec 3 §6): the owner's own; for anyone else the shared set
 * (effectivePermissions), the signed-in user's own flags standing in only when there is no set.
 * Null while what decides is still loading.
 */
export const recordPermissions = (access: RecordAccess, own: Permissions | null): Permissions | null => {
  if (access.mode === "own" || access.isOwner || access.sharedPermissions === null) return own;
  if (access.sharedPermissions === "loading") return null;
  return effectivePermissions(own ?? {}, access.sharedPermissions);
};

/** The shared highlight's span as a clip for the player, or null for a whole record. */
export const sharedPoiClip = (access: RecordAccess): PlaybackClip | null =>
  access.sharedPoi === null ? null : { start: access.sharedPoi.start, end: access.sharedPoi.end };
