import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import type { RecorderState } from "@lectern/core/recording/application/Recorder";
import { LAUNCHER_TEXTS } from "@lectern/core/recording/domain/launcherTexts";
import { meetingLink } from "@lectern/core/recording/domain/meetingLink";
import { Video } from "lucide-react";
import { useState } from "react";
import { Button, ModalDialog } from "../../../kit";
import { useService } from "../../../reactive/useService";
import "./launcher.css";

export interface MeetingLinkPromptProps {
  /** The recording that started; its description may hold the meeting to join. */
  recording: Extract<RecorderState, { phase: "recording" | "stopping" }>;
}

/**
 * Spec 2 §4.12: when a recording starts in a session whose description has a meeting link, offer to
 * open it. Asked once per recording: the answer, either way, is kept until the next one.
 */
export function MeetingLinkPrompt({ recording }: MeetingLinkPromptProps) {
  const platform = useService<PlatformPort>(PlatformPort);
  const [answered, setAnswered] = useState<string | null>(null);
  const link = meetingLink(recording.description);
  const close = () => setAnswered(recording.itemId);
  return (
    <ModalDialog
      title={LAUNCHER_TEXTS.meetingTitle}
      isOpen={link !== null && answered !== recording.itemId && recording.phase === "recording"}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {LAUNCHER_TEXTS.notNow}
          </Button>
          <Button
            onPress={() => {
              if (link) platform.openExternal(link);
              close();
            }}
          >
            <Video size={16} aria-hidden="true" />
            {LAUNCHER_TEXTS.openMeeting}
          </Button>
        </>
      }
    >
      <p>{LAUNCHER_TEXTS.meetingText}</p>
      <p className="launcher-meeting-link">{link}</p>
    </ModalDialog>
  );
}
