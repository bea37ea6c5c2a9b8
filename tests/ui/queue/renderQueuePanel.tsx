import { render } from "@testing-library/react";
import { vi } from "vitest";
import { DialogHost, ToastHost } from "../../../ui/src/kit";
import type { QueueBrowserActions } from "../../../ui/src/features/queue/browserQueueActions";
import { UploadQueuePanel } from "../../../ui/src/features/queue/UploadQueuePanel";
import type { FakeUploadQueue } from "../../support/FakeUploadQueue";

/** The panel as the widget mounts it, with the dialog and toast hosts, and recorded side effects. */
export const renderQueuePanel = (queue: FakeUploadQueue) => {
  const saved: { file: Blob; name: string }[] = [];
  const actions: QueueBrowserActions = {
    reloadApp: vi.fn(),
    saveFile: (file, name) => saved.push({ file, name }),
  };
  const onSignOut = vi.fn(async () => {});
  const view = render(
    <ToastHost>
      <DialogHost>
        <UploadQueuePanel queue={queue} actions={actions} onSignOut={onSignOut} />
      </DialogHost>
    </ToastHost>,
  );
  return { ...view, saved, actions, onSignOut };
};
