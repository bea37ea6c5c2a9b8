import { LAUNCHER_TEXTS } from "@lectern/core/recording/domain/launcherTexts";
import { Alert } from "../../../kit";
import { SupportContact } from "./SupportContact";

/**
 * Spec 2 §2.2: an audio-only recording still has a picture, fully darkened, so nobody is surprised by
 * a black video in their records; the support contact is there for the questions this raises.
 */
export function AudioOnlyNotice() {
  return (
    <Alert kind="info" title={LAUNCHER_TEXTS.audioOnlyNoticeTitle}>
      <p className="launcher-notice">
        {LAUNCHER_TEXTS.audioOnlyNotice} <SupportContact />
      </p>
    </Alert>
  );
}
