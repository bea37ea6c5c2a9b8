import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { OpenRecordingsElsewhere } from "@lectern/core/recording/application/OpenRecordingsElsewhere";
import { LAUNCHER_TEXTS } from "@lectern/core/recording/domain/launcherTexts";
import { FolderOpen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Button, useToasts } from "../../../kit";
import { useService } from "../../../reactive/useService";

const OpenIcon = () => <FolderOpen size={16} aria-hidden="true" />;

/**
 * Spec 2 §2.2 open-recordings link. In the browser it is a plain link to the records list; the
 * desktop app shows only the widget, so there it opens the account in the web app instead.
 */
export function OpenRecordingsLink() {
  const platform = useService<PlatformPort>(PlatformPort);
  if (platform.variant === "desktop") return <OpenRecordingsInBrowser />;
  return (
    <Link to="/records" className="launcher-open-recordings">
      <OpenIcon /> {LAUNCHER_TEXTS.openRecordings}
    </Link>
  );
}

/** Asks for a one-time sign-in token and opens the web app's records with it in the system browser. */
function OpenRecordingsInBrowser() {
  const open = useService(OpenRecordingsElsewhere);
  const toasts = useToasts();
  const [opening, setOpening] = useState(false);
  const press = async () => {
    setOpening(true);
    try {
      await open.execute();
    } catch (error) {
      toasts.show({
        type: "danger",
        text: error instanceof Error && error.message ? error.message : LAUNCHER_TEXTS.openRecordingsFailed,
      });
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className="launcher-open-recordings"
      onPress={() => void press()}
      isPending={opening}
    >
      <OpenIcon /> {LAUNCHER_TEXTS.openRecordings}
    </Button>
  );
}
