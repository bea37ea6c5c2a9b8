import { sharedRecordPath } from "../../sharing/domain/sharedRecordPath";
import type { RecordSummary } from "./RecordSummary";

/**
 * Where a /records row opens: the user's own record page, or the shared-record page for a recording
 * someone shared with them (contract rule 13; /records/{id} answers 404 for a session not theirs).
 */
export const recordPath = (record: Pick<RecordSummary, "id" | "sharedWithMe">): string =>
  record.sharedWithMe ? sharedRecordPath(record.id) : `/records/${record.id}`;
