import type { Permissions } from "@lectern/core/permissions/domain/Permissions";

/** What the record page gives its Quiz and Tutor tabs (both are loaded only when opened). */
export interface StudyTabProps {
  readonly recordId: string;
  readonly recordName: string;
  /** Seeks the record page's player to `seconds` from the lecture's start and plays from there. */
  readonly seek: (seconds: number) => void;
  /** The viewer's permission flags (spec 3 §6); null while they load. */
  readonly permissions: Permissions | null;
}
