import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { useNavigate } from "react-router-dom";
import { Logo } from "../../kit";
import { useService } from "../../reactive/useService";
import { usePageTitle } from "../auth/shared/usePageTitle";
import { UploadQueuePanel } from "../queue/UploadQueuePanel";
import { useQueueRunning } from "../queue/useQueueRunning";
import { useSession } from "../shell/useSession";
import { RecorderCard } from "./RecorderCard";
import { WidgetTopBar } from "./WidgetTopBar";
import "./WidgetPage.css";

/**
 * /session/widget (spec 2 §2): the 300 px widget column: the recorder, and below it the upload queue,
 * so recordings on this device keep uploading while the page is open.
 */
export function WidgetPage() {
  const queue = useService<UploadQueueContract>(UploadQueue);
  const platform = useService<PlatformPort>(PlatformPort);
  const recorder = useService(Recorder);
  const screenQuality = useService(ScreenQualityPreference);
  const { session } = useSession();
  const navigate = useNavigate();
  usePageTitle("Recording widget");
  useQueueRunning(queue);

  return (
    <div className="widget-page">
      <main className="widget-page__column">
        <header className="widget-page__header">
          <Logo height={28} />
          <h1 className="widget-page__title">Recording widget</h1>
        </header>
        <WidgetTopBar />
        <RecorderCard
          recorder={recorder}
          screenQuality={screenQuality}
          onOpenPriceList={() => navigate("/billing/product")}
        />
        <UploadQueuePanel
          queue={queue}
          warnOnLeave={platform.variant === "web"}
          onOpenPriceList={() => navigate("/billing/product")}
          onSignOut={async () => {
            await session.logout();
            navigate("/auth/login");
          }}
        />
      </main>
    </div>
  );
}
