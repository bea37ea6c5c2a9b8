/** Spec 2 §2.4, §9: a note lists five files before 'Show N more'. */
export const VISIBLE_ATTACHMENTS = 5;

/** The files shown: the first five until the list is expanded. */
export const visibleAttachments = <T>(files: readonly T[], expanded: boolean): readonly T[] =>
  expanded ? files : files.slice(0, VISIBLE_ATTACHMENTS);

export const hiddenAttachmentCount = (total: number): number => Math.max(0, total - VISIBLE_ATTACHMENTS);

/** Spec 2 §2.4 verbatim: 'Show N more Notes', or 'Note' for one. */
export const showMoreText = (hidden: number): string => `Show ${hidden} more ${hidden === 1 ? "Note" : "Notes"}`;
