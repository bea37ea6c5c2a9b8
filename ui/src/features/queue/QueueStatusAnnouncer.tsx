import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { useMemo } from "react";
import { useObservable } from "../../reactive/useObservable";
import { type QueueAnnouncement, queueAnnouncements } from "./queueAnnouncements";

/**
 * A polite live region for the queue's status changes. It is always rendered, even while the banner
 * is not, because a live region must exist before its text changes to be announced.
 */
export function QueueStatusAnnouncer({ queue }: { queue: Pick<UploadQueueContract, "state$"> }) {
  const announcements$ = useMemo(() => queueAnnouncements(queue.state$), [queue]);
  const announcement = useObservable<QueueAnnouncement | null>(announcements$, null);
  return (
    // <output> is a status region; aria-live is spelled out for screen readers that ignore the role.
    <output aria-live="polite" className="kit-visually-hidden">
      {announcement && <span key={announcement.id}>{announcement.text}</span>}
    </output>
  );
}
