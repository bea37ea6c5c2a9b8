import { fullName, initials } from "@lectern/core/auth/domain/User";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { wallClock } from "@lectern/core/recording/application/wallClock";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { useMemo } from "react";
import { Avatar } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";
import { useSession } from "../shell/useSession";
import { formatWallClock } from "./formatWallClock";
import { ChatSupportButton } from "./launcher/ChatSupportButton";
import { DownloadSessionButton } from "./launcher/DownloadSessionButton";
import "./WidgetTopBar.css";

export interface WidgetTopBarProps {
  queue: Pick<UploadQueueContract, "state$" | "chunksOf">;
  /** The queue item of the recording running now, or else of the last one (the download-session button). */
  sessionItemId: string | null;
}

/**
 * The widget's top bar (spec 2 §2.1): a greeting with the user's name and avatar, the clock, and the
 * chat-support and download-session buttons.
 */
export function WidgetTopBar({ queue, sessionItemId }: WidgetTopBarProps) {
  const clock = useService<ClockPort>(ClockPort);
  const { state } = useSession();
  const now$ = useMemo(() => wallClock(clock), [clock]);
  const now = useObservable(now$, clock.now());
  const user = state.user;
  const name = user ? fullName(user) || user.email : "";
  const { time, date } = formatWallClock(now);
  return (
    <div className="widget-top-bar">
      <Avatar src={user?.avatarUrl ?? undefined} initials={initials(name)} size={40} />
      <div className="widget-top-bar__text">
        <p className="widget-top-bar__greeting">Hello, {name}</p>
        <p className="widget-top-bar__clock">
          <time dateTime={new Date(now).toISOString()}>
            <span className="widget-top-bar__time">{time}</span> · {date}
          </time>
        </p>
      </div>
      <div className="widget-top-bar__actions">
        <ChatSupportButton />
        <DownloadSessionButton queue={queue} itemId={sessionItemId} />
      </div>
    </div>
  );
}
