import type { RecordShare } from "./RecordShare";
import { draftFrom, isDraftDirty } from "./shareDraft";

/**
 * What the dialog learnt last time for one record: the share it was opened with (`basis`, from the
 * record's document) and what the server answered since (`latest`).
 */
export interface RememberedShare {
  readonly basis: RecordShare;
  readonly latest: RecordShare;
}

export const sameShare = (a: RecordShare, b: RecordShare): boolean =>
  a.linkEnabled === b.linkEnabled && !isDraftDirty(a, draftFrom(b));

/**
 * The share the dialog opens with. The record's document is not reloaded after the dialog saves, so
 * while the page still hands over the share the dialog was last opened with, what the server
 * answered since wins; a different share from the page (a newer document) wins over the memory.
 */
export const openingShare = (remembered: RememberedShare | undefined, given: RecordShare): RecordShare =>
  remembered !== undefined && sameShare(remembered.basis, given) ? remembered.latest : given;
