import type { TutorAnnouncement } from "@lectern/core/study/tutor/tutorChatReducer";

/**
 * The polite live region: says when the tutor starts, and each reply once it is whole (or stopped, or
 * failed) — never the words as they stream. Keyed by the announcement so a repeated text is read again.
 */
export function TutorLiveRegion({ announcement }: { announcement: TutorAnnouncement | null }) {
  return (
    <output className="kit-visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement !== null && <span key={announcement.serial}>{announcement.text}</span>}
    </output>
  );
}
