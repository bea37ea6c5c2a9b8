import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { isSharedRecordingPath } from "@lectern/core/auth/domain/routeDecisions";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { useState } from "react";
import { Button } from "../../../kit/plain/Button";
import { ModalDialog } from "../../../kit/plain/ModalDialog";
import { useService } from "../../../reactive/useService";

/** Desktop only: explains why a shared-recording link led to the login page (spec 1 §2). */
export function SharedRecordingWarning() {
  const platform = useService<PlatformPort>(PlatformPort);
  const redirects = useService(RedirectMemory);
  const [isOpen, setOpen] = useState(() => platform.variant === "desktop" && isSharedRecordingPath(redirects.peek()));
  return (
    <ModalDialog
      title={AUTH_TEXTS.sharedWarningTitle}
      isOpen={isOpen}
      onOpenChange={setOpen}
      footer={<Button onClick={() => setOpen(false)}>Ok</Button>}
    >
      <p>{AUTH_TEXTS.sharedWarningText}</p>
    </ModalDialog>
  );
}
