/** Who recorded a session (contract rule 13 `owner`), as a row names them. */
export interface RecordOwner {
  readonly id: string;
  /** Empty when the server has no name for them. */
  readonly fullname: string;
}

/** One row of /records (spec 3 §2): what the list shows of a session. */
export interface RecordSummary {
  readonly id: string;
  readonly name: string;
  /** ISO instant; the row formats it 'MMMM DD YYYY h:mm A'. */
  readonly startedAt: string | null;
  /** Seconds; null while unknown. */
  readonly duration: number | null;
  readonly kind: "audio" | "combined";
  readonly status: number;
  readonly thumbnailUrl: string | null;
  readonly favourite: boolean;
  readonly demo: boolean;
  readonly highlightsCount: number;
  readonly tags: readonly string[];
  /** 0–100 while the primary stream is not converted yet; null once it is. */
  readonly processing: number | null;
  /** Someone else's recording the user opened from a share (contract rule 13); false in older replies. */
  readonly sharedWithMe: boolean;
  /** Null when the reply does not say (older servers). */
  readonly owner: RecordOwner | null;
}
