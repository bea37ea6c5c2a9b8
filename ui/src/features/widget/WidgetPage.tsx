import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { Mic } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { Logo } from "../../kit";
import { useService } from "../../reactive/useService";
import { usePageTitle } from "../auth/shared/usePageTitle";
import { UploadQueuePanel } from "../queue/UploadQueuePanel";
import { useQueueRunning } from "../queue/useQueueRunning";
import { useSession } from "../shell/useSession";
import "./WidgetPage.css";

/**
 * /session/widget (spec 2 §2): the 300 px widget column. The recorder arrives with the recording
 * widget; the upload queue below it is live, so recordings already on this device keep uploading.
 */
export function WidgetPage() {
  const queue = useService<UploadQueueContract>(UploadQueue);
  const platform = useService<PlatformPort>(PlatformPort);
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
        <section className="widget-page__recorder" aria-labelledby="widget-recorder-title">
          <span className="widget-page__recorder-icon" aria-hidden="true">
            <Mic size={26} />
          </span>
          <h2 id="widget-recorder-title" className="widget-page__recorder-title">
            The recorder is on its way
          </h2>
          <p className="widget-page__recorder-text">
            Recording audio or your screen, with highlights, notes and live captions, arrives with the recording widget.
            Recordings already on this device keep uploading below.
          </p>
        </section>
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
