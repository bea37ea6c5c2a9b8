import { CLOSED_SHARE_SETTINGS, ShareSettings } from "@lectern/core/sharing/application/ShareSettings";
import type { RecordShare } from "@lectern/core/sharing/domain/RecordShare";
import { Share2 } from "lucide-react";
import { Button } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { ShareDialog } from "./ShareDialog";
import { SHARE_TEXTS } from "./shareTexts";

export interface ShareButtonProps {
  sessionId: string;
  sessionName: string;
  /** The share the record's document carries; the dialog opens with it (or with what it saved since). */
  share: RecordShare;
}

/** 'Share' in the record's header: opens the owner's share dialog for this record. */
export function ShareButton({ sessionId, sessionName, share }: ShareButtonProps) {
  const settings = useService(ShareSettings);
  const state = useObservable(settings.state$, CLOSED_SHARE_SETTINGS);
  const isOpen = state.sessionId === sessionId;
  return (
    <>
      <Button variant="secondary" onPress={() => settings.open(sessionId, share)}>
        <Share2 size={16} aria-hidden="true" />
        {SHARE_TEXTS.share}
      </Button>
      {isOpen && (
        <ShareDialog sessionName={sessionName} settings={settings} state={state} onClose={() => settings.close()} />
      )}
    </>
  );
}
