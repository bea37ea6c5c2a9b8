import { useMemo, useState } from "react";
import { Button, useToasts } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import type { QueueBrowserActions } from "./browserQueueActions";
import { EMPTY_QUEUE_STATE } from "./emptyQueueState";
import { type GalleryScenario, GalleryQueue } from "./galleryQueue";
import { StoredRecordingsDialog } from "./StoredRecordingsDialog";
import { UploadQueuePanel } from "./UploadQueuePanel";
import { useCloseWhileUploadingPrompt } from "./useCloseWhileUploadingPrompt";
import "./UploadQueueGallery.css";

const FRAMES: readonly { scenario: GalleryScenario; title: string }[] = [
  { scenario: "uploading", title: "Uploading" },
  { scenario: "offline", title: "Offline" },
  { scenario: "stuck", title: "Stuck uploads" },
  { scenario: "storageProblem", title: "Storage problem" },
];

/**
 * The upload queue panel in each of its states, in 300 px widget columns, for the kit gallery. The
 * queues are in-memory fakes; leaving the app, signing out and reloading only show a toast here.
 */
export function UploadQueueGallery() {
  const toasts = useToasts();
  const queues = useMemo(
    () => new Map(FRAMES.map(({ scenario }) => [scenario, new GalleryQueue(scenario)] as const)),
    [],
  );
  const uploading = queues.get("uploading") ?? new GalleryQueue("uploading");
  const say = (text: string) => toasts.show({ text, type: "info", small: true });
  const actions: QueueBrowserActions = {
    reloadApp: () => say("The app would reload now"),
    saveFile: (file, name) => say(`${name} is ready (${file.size} bytes)`),
  };

  return (
    <div className="queue-gallery">
      <div className="queue-gallery__frames">
        {FRAMES.map(({ scenario, title }) => (
          <figure key={scenario} className="queue-gallery__frame">
            <figcaption className="queue-gallery__caption">{title}</figcaption>
            <UploadQueuePanel
              queue={queues.get(scenario) ?? uploading}
              actions={actions}
              onSignOut={async () => {
                say("Local data deleted; you would be logged out now");
              }}
            />
          </figure>
        ))}
      </div>
      <NoticeButtons queue={uploading} actions={actions} />
    </div>
  );
}

function NoticeButtons({ queue, actions }: { queue: GalleryQueue; actions: QueueBrowserActions }) {
  const askBeforeClosing = useCloseWhileUploadingPrompt(queue);
  const toasts = useToasts();
  const [storedOpen, setStoredOpen] = useState(false);
  const empty = useMemo(() => new GalleryQueue("empty"), []);
  const emptyState = useObservable(empty.state$, EMPTY_QUEUE_STATE);
  return (
    <div className="queue-gallery__buttons">
      <Button
        size="sm"
        variant="secondary"
        onPress={() =>
          queue.notify({ kind: "sessionRemoved", message: "The session has been removed from your account" })
        }
      >
        Session removed
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onPress={() =>
          queue.notify({ kind: "loopError", title: "Merge Error", detail: "The server could not merge the streams." })
        }
      >
        Loop error
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onPress={async () => {
          const mayClose = await askBeforeClosing();
          toasts.show({ text: mayClose ? "The app would close" : "The app stays open", type: "info", small: true });
        }}
      >
        Close while uploading
      </Button>
      <Button size="sm" variant="secondary" onPress={() => setStoredOpen(true)}>
        Stored recordings (none left)
      </Button>
      {storedOpen && (
        <StoredRecordingsDialog
          isOpen
          onClose={() => setStoredOpen(false)}
          state={emptyState}
          queue={empty}
          actions={actions}
          onDeleteMaterials={() => setStoredOpen(false)}
        />
      )}
    </div>
  );
}
