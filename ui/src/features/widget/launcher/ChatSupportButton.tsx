import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { LAUNCHER_TEXTS, SUPPORT_EMAIL } from "@lectern/core/recording/domain/launcherTexts";
import { MessageCircleQuestion } from "lucide-react";
import { Button } from "../../../kit";
import { useService } from "../../../reactive/useService";

/**
 * Spec 2 §2.1, §6: the top bar's chat-support button, which opens the support contact. Windows users
 * do not get it (the spec's rule), so it renders nothing there.
 */
export function ChatSupportButton() {
  const platform = useService<PlatformPort>(PlatformPort);
  if (platform.os === "windows") return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="widget-top-bar__action"
      aria-label={LAUNCHER_TEXTS.chatSupport}
      onPress={() => platform.openExternal(`mailto:${SUPPORT_EMAIL}`)}
    >
      <MessageCircleQuestion size={18} aria-hidden="true" />
    </Button>
  );
}
