import type { DemoNote, DemoStream } from "../db/DemoSnapshot";

/** Seconds of a recording, both from its start: what a shared highlight may play (issue 19). */
export interface MediaSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * How long an address handed out in a reply answers (issue 19). Every request on it within its
 * lifetime moves its end `lifetime` past that request, so a player that keeps reading (Range
 * requests while it plays or seeks) is not cut off, but never beyond `longestUse` after it was
 * issued (past the 4-hour recording limit). An address nobody reads lapses after `lifetime`.
 */
export const MEDIA_ADDRESS_TIMES = {
  lifetime: 10 * 60_000,
  longestUse: 5 * 60 * 60_000,
} as const;

/** Why an address serves nothing (issue 19): the bodies of its 410, 403 and 404. */
export const MEDIA_ADDRESS_TEXTS = {
  expired: "This address has expired. Open the recording again for a new one.",
  forbidden: "This address no longer gives access: the recording is no longer shared with you.",
  unknown: "This address does not exist or the file is gone.",
} as const;

/**
 * Who an address was issued to and what it may serve, kept with it in the backend's memory (never
 * in the address itself): the access is decided again on every use, so an address stops answering
 * as soon as its share is turned off, its person removed, its sign-in ended or its record deleted.
 */
export interface AddressGrant {
  /** A shared highlight's span: only that part of the media is served. Null: all of it. */
  readonly span: MediaSpan | null;
  /** Whom it was issued through (the sign-in, the shared id, what was needed): one cache key per holder. */
  readonly holder: string;
  /** The clock of the backend that issued it (epoch ms): when it was issued, when it lapses. */
  readonly now: () => number;
  /** Whether the access it was issued under still holds, decided now. */
  allows(): boolean;
}

/** The note file an address stands for: the address names the note and its file name, the key stays inside. */
export interface NoteFileRef {
  readonly noteId: string;
  readonly key: string;
  readonly name: string;
}

/** What an address token stands for when it is used. */
export type Redeemed<T> =
  | { readonly kind: "ok"; readonly value: T; readonly grant: AddressGrant }
  /** Issued, but its time is up (410). */
  | { readonly kind: "expired" }
  /** Issued and live, but the access it was issued under is gone (403; 404 when what it named is gone too). */
  | { readonly kind: "forbidden"; readonly value: T }
  /** Never issued, or forgotten (404). */
  | { readonly kind: "unknown" };

/**
 * Where a client reads the demo backend's media and files (spec 3 §7 temporary/cdn, temporary, zip,
 * a note's file): the port that differs between the runtimes. Every address is issued for one
 * reply, to the grant of that request. In the tab, blob: URLs of the stored bytes
 * (BlobMediaAddresses); on the Node server, unguessable addresses on the server itself that honour
 * Range requests, lapse and re-check their grant on every request (ServedMediaAddresses).
 */
export interface MediaAddresses {
  /** The stream's media for the player (only the grant's span, if it has one); null when nothing is held. */
  addressOf(stream: DemoStream, grant: AddressGrant): Promise<string | null>;
  /** The stream's media as a download named `name`; null when nothing is held. */
  downloadAddressOf(stream: DemoStream, name: string, grant: AddressGrant): Promise<string | null>;
  /** A temporary address of a file made on request (a zip). */
  fileAddress(name: string, bytes: Uint8Array, contentType: string, grant: AddressGrant): Promise<string>;
  /**
   * Issues the addresses of notes' files for one reply, to its grant: relative to the API's origin
   * (both runtimes answer them through the router: GET demo/media/notes/{note}/{token}/{name}).
   * Waited for once per reply, so the tab loads the note files' tokens with the first reply that
   * may hand one out.
   */
  noteFileAddresses(grant: AddressGrant): Promise<(note: NoteFileRef) => string>;
  /** The note file a token of noteFileAddresses stands for, its grant decided again now. */
  redeemNoteFile(token: string): Redeemed<NoteFileRef>;
  /** The stream's bytes (merged slices, or a seeded lecture's committed file); null when none. */
  readStream(stream: DemoStream): Promise<Uint8Array | null>;
  /** These streams are gone (their session was deleted): their addresses stop answering. */
  forget(streamIds: readonly string[]): void;
  /** Drops every address whose grant no longer allows it (after an un-share): the tab revokes its blob: URLs. */
  sweep(): void;
}

/** The note-file reference of a note with an attachment; null for a text note. */
export const noteFileRefOf = (note: Pick<DemoNote, "id" | "name" | "attachment">): NoteFileRef | null =>
  note.attachment ? { noteId: note.id, key: note.attachment.key, name: note.name ?? "file" } : null;

/** The container type a stream's bytes are served with. */
export const streamContentType = (stream: Pick<DemoStream, "type">): string =>
  stream.type === "audio" ? "audio/webm" : "video/webm";

/** Seeded lectures' media: committed under ui/public/demo-lectures/, served at this path on the app's origin. */
export const DEMO_LECTURES_PATH = "/demo-lectures/";

/** A committed lecture file name; anything with a path in it is refused. */
export const isLectureFileName = (name: string): boolean => /^[\w][\w.-]*$/.test(name) && !name.includes("..");
