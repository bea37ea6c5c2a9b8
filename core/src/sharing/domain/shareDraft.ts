import type { RecordShare, SharedPerson } from "./RecordShare";
import { normaliseEmail, shareEmailProblem } from "./shareEmail";

/**
 * What the owner is editing in the share dialog and sends with Save (spec 3 §3 "Share"): the link's
 * read-only and download settings and the people. Whether the link is on is not part of it: the
 * link switch acts at once.
 */
export interface ShareDraft {
  readonly readonly: boolean;
  readonly downloadable: boolean;
  readonly persons: readonly SharedPerson[];
}

export type ShareDraftEvent =
  | { readonly type: "linkReadonlySet"; readonly readonly: boolean }
  /** Downloads are one setting (as in Drive): the link and every person get it. */
  | { readonly type: "downloadableSet"; readonly downloadable: boolean }
  | { readonly type: "personAdded"; readonly email: string; readonly ownerEmail: string | null }
  | { readonly type: "personReadonlySet"; readonly email: string; readonly readonly: boolean }
  | { readonly type: "personRemoved"; readonly email: string };

/** The draft after an event, and the message when the event was refused (a bad or repeated e-mail). */
export interface ShareDraftResult {
  readonly draft: ShareDraft;
  readonly error: string | null;
}

export const draftFrom = (share: RecordShare): ShareDraft => ({
  readonly: share.readonly,
  downloadable: share.downloadable,
  persons: share.persons,
});

const isPerson = (email: string) => (person: SharedPerson) => normaliseEmail(person.email) === normaliseEmail(email);

/** Applies one edit. A refused edit leaves the draft as it was (the same object). */
export const shareDraftReducer = (draft: ShareDraft, event: ShareDraftEvent): ShareDraftResult => {
  switch (event.type) {
    case "linkReadonlySet":
      return { draft: { ...draft, readonly: event.readonly }, error: null };
    case "downloadableSet":
      return {
        draft: {
          ...draft,
          downloadable: event.downloadable,
          persons: draft.persons.map((person) => ({ ...person, downloadable: event.downloadable })),
        },
        error: null,
      };
    case "personAdded": {
      const error = shareEmailProblem(event.email, draft.persons, event.ownerEmail);
      if (error !== null) return { draft, error };
      // Read-only by default (spec 3 §3 "Shared person"); downloads as the owner set them for everyone.
      const person: SharedPerson = {
        email: event.email.trim(),
        readonly: true,
        downloadable: draft.downloadable,
        fullname: null,
      };
      return { draft: { ...draft, persons: [...draft.persons, person] }, error: null };
    }
    case "personReadonlySet":
      return {
        draft: {
          ...draft,
          persons: draft.persons.map((person) =>
            isPerson(event.email)(person) ? { ...person, readonly: event.readonly } : person,
          ),
        },
        error: null,
      };
    case "personRemoved":
      return {
        draft: { ...draft, persons: draft.persons.filter((person) => !isPerson(event.email)(person)) },
        error: null,
      };
  }
};

const personKey = (person: SharedPerson): string =>
  `${normaliseEmail(person.email)}|${person.readonly}|${person.downloadable}`;

/**
 * Whether Save has anything to send (spec 3 §5: a saved resource with no changes is not sent). The
 * people are compared as a set: removing someone and adding them back as they were is no change.
 */
export const isDraftDirty = (saved: RecordShare, draft: ShareDraft): boolean => {
  if (saved.readonly !== draft.readonly || saved.downloadable !== draft.downloadable) return true;
  if (saved.persons.length !== draft.persons.length) return true;
  const before = new Set(saved.persons.map(personKey));
  return draft.persons.some((person) => !before.has(personKey(person)));
};

/**
 * The draft once the server's share changed under it (the link turned on or off): a draft with no
 * edits follows the server; one with edits keeps them, so a switch never throws work away.
 */
export const rebaseDraft = (previous: RecordShare, draft: ShareDraft, next: RecordShare): ShareDraft =>
  isDraftDirty(previous, draft) ? draft : draftFrom(next);

/** The body of `POST sessions/{id}/share` (spec 3 §7, sharing contract 3). */
export const sharePayload = (draft: ShareDraft) => ({
  data: {
    type: "shared" as const,
    attributes: {
      readonly: draft.readonly,
      downloadable: draft.downloadable,
      persons: draft.persons.map((person) => ({
        email: person.email,
        readonly: person.readonly,
        downloadable: person.downloadable,
      })),
    },
  },
});
