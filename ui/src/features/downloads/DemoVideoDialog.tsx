import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import type { DemoVideo, DemoVideoState } from "@lectern/core/downloads/DemoVideo";
import { CircleAlert, Clapperboard, LogIn } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Button, ModalDialog, Spinner } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";
import { DOWNLOADS_TEXTS as TEXTS } from "./downloadsTexts";
import "./DemoVideoDialog.css";

const LOADING: DemoVideoState = { kind: "loading" };

/** Where a visitor comes back to after signing in from the dialog. */
const AFTER_SIGN_IN = "/downloads?play=1";

/**
 * The demo video in a modal dialog (spec 3 §2 `play=1`). Shown, it reads DemoVideo, which finds the
 * signed-in user's seeded lecture; visitors and accounts without one get a designed message and the
 * way forward instead of a player that cannot play.
 */
export function DemoVideoDialog({
  video,
  isOpen,
  onOpenChange,
}: {
  video: DemoVideo;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <ModalDialog title={TEXTS.videoTitle} isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      {/* Mounted only while open: the subscription is what asks DemoVideo for the lecture. */}
      {isOpen && <DemoVideoBody video={video} />}
    </ModalDialog>
  );
}

function DemoVideoBody({ video }: { video: DemoVideo }) {
  const state = useObservable(video.state$, LOADING);
  switch (state.kind) {
    case "loading":
      return (
        <div className="demo-video__stage demo-video__stage--message">
          <Spinner showLabel label={TEXTS.videoLoading} size={32} />
        </div>
      );
    case "signedOut":
      return <SignedOut />;
    case "unavailable":
      return (
        <Message
          icon={<Clapperboard size={28} />}
          title={TEXTS.videoUnavailableTitle}
          text={TEXTS.videoUnavailableText}
        >
          <Link to="/records" className="kit-button kit-button--primary kit-button--md">
            {TEXTS.goToRecordings}
          </Link>
        </Message>
      );
    case "failed":
      return (
        <Message icon={<CircleAlert size={28} />} title={TEXTS.videoFailedTitle} text={state.message} tone="error">
          <Button onPress={() => video.retry()}>{TEXTS.tryAgain}</Button>
        </Message>
      );
    case "ready":
      return (
        <Player
          key={state.video.url}
          url={state.video.url}
          title={state.video.title}
          sessionId={state.video.sessionId}
          audioOnly={state.video.kind === "audio"}
        />
      );
  }
}

function Player({
  url,
  title,
  sessionId,
  audioOnly,
}: {
  url: string;
  title: string;
  sessionId: string;
  audioOnly: boolean;
}) {
  // What the browser says about the media itself: a file it cannot decode is a message, not a dead player.
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Message icon={<CircleAlert size={28} />} title={TEXTS.videoFailedTitle} text={TEXTS.playbackFailed} tone="error">
        <Button onPress={() => setFailed(false)}>{TEXTS.tryAgain}</Button>
      </Message>
    );
  }
  return (
    <figure className="demo-video">
      <div className="demo-video__stage">
        {audioOnly ? (
          // No caption file comes with the media: the transcript is one link away, under the player.
          // oxlint-disable-next-line jsx-a11y/media-has-caption
          <audio
            className="demo-video__audio"
            src={url}
            controls
            preload="metadata"
            aria-label={TEXTS.videoOf(title)}
            onError={() => setFailed(true)}
          />
        ) : (
          // oxlint-disable-next-line jsx-a11y/media-has-caption -- the transcript is linked under the player
          <video
            className="demo-video__media"
            src={url}
            controls
            playsInline
            preload="metadata"
            aria-label={TEXTS.videoOf(title)}
            onError={() => setFailed(true)}
          />
        )}
      </div>
      <figcaption className="demo-video__caption">
        <span>{TEXTS.videoOf(title)}</span>
        <Link to={`/records/${sessionId}`}>{TEXTS.openTranscript}</Link>
      </figcaption>
    </figure>
  );
}

function SignedOut() {
  const redirects = useService(RedirectMemory);
  const navigate = useNavigate();
  const go = (path: string) => {
    redirects.remember(AFTER_SIGN_IN);
    navigate(path);
  };
  return (
    <Message icon={<LogIn size={28} />} title={TEXTS.videoSignedOutTitle} text={TEXTS.videoSignedOutText}>
      <Button onPress={() => go("/auth/login")}>{TEXTS.signIn}</Button>
      <Button variant="secondary" onPress={() => go("/auth/registration")}>
        {TEXTS.signUp}
      </Button>
    </Message>
  );
}

function Message({
  icon,
  title,
  text,
  tone = "info",
  children,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  tone?: "info" | "error";
  children: React.ReactNode;
}) {
  return (
    <div className={`demo-video__stage demo-video__stage--message demo-video__stage--${tone}`}>
      <div className="demo-video__message">
        <span className="demo-video__message-icon" aria-hidden="true">
          {icon}
        </span>
        <h3 className="demo-video__message-title">{title}</h3>
        <p className="demo-video__message-text">{text}</p>
        <div className="demo-video__message-actions">{children}</div>
      </div>
    </div>
  );
}
