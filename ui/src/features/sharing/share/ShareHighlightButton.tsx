import {
  CLOSED_HIGHLIGHT_SHARING,
  HighlightSharing,
  type HighlightSharingState,
} from "@lectern/core/sharing/application/HighlightSharing";
import { Link2Off, Share2 } from "lucide-react";
import { Alert, Button, ModalDialog, Spinner } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { ShareLinkField } from "./ShareLinkField";
import { shareLink } from "./shareLink";
import { SHARE_TEXTS } from "./shareTexts";
import "./ShareDialog.css";

export interface ShareHighlightButtonProps {
  poiId: string;
  highlightName: string;
}

/** An icon button on a highlight: shares it (a link to that highlight only) and shows the link. */
export function ShareHighlightButton({ poiId, highlightName }: ShareHighlightButtonProps) {
  const sharing = useService(HighlightSharing);
  const state = useObservable(sharing.state$, CLOSED_HIGHLIGHT_SHARING);
  return (
    <>
      <button
        type="button"
        className="share-highlight__button"
        aria-label={SHARE_TEXTS.shareHighlight(highlightName)}
        onClick={() => void sharing.share(poiId)}
      >
        <Share2 size={16} aria-hidden="true" />
      </button>
      {state.poiId === poiId && (
        <ModalDialog
          title={SHARE_TEXTS.highlightTitle(highlightName)}
          size="sm"
          isOpen
          onOpenChange={(open) => {
            if (!open) sharing.close();
          }}
          footer={<HighlightFooter state={state} sharing={sharing} poiId={poiId} />}
        >
          <div className="share-dialog">
            <HighlightBody state={state} sharing={sharing} />
            <output className="share-dialog__status">{state.announcement?.text ?? ""}</output>
          </div>
        </ModalDialog>
      )}
    </>
  );
}

interface HighlightPartProps {
  readonly state: HighlightSharingState;
  readonly sharing: HighlightSharing;
}

function HighlightBody({ state, sharing }: HighlightPartProps) {
  const problem = state.problem && (
    <Alert kind="error" title={state.problem.title}>
      {state.problem.message}
    </Alert>
  );
  switch (state.phase) {
    case "idle":
    case "sharing":
      return <Spinner label={SHARE_TEXTS.highlightSharing} showLabel />;
    case "failed":
      return problem;
    case "stopped":
      return <p className="share-dialog__hint">{SHARE_TEXTS.highlightStoppedText}</p>;
    case "shared":
    case "stopping":
      return (
        <>
          {problem}
          <p className="share-dialog__hint">{SHARE_TEXTS.highlightIntro}</p>
          {state.linkId !== null && (
            <ShareLinkField link={shareLink(state.linkId)} announce={(text) => sharing.announce(text)} />
          )}
        </>
      );
  }
}

function HighlightFooter({ state, sharing, poiId }: HighlightPartProps & { readonly poiId: string }) {
  return (
    <>
      {(state.phase === "shared" || state.phase === "stopping") && (
        <Button
          variant="ghost"
          className="share-dialog__stop"
          onPress={() => void sharing.stopSharing()}
          isPending={state.phase === "stopping"}
        >
          <Link2Off size={16} aria-hidden="true" />
          {SHARE_TEXTS.stopHighlight}
        </Button>
      )}
      {(state.phase === "failed" || state.phase === "stopped") && (
        <Button variant="secondary" onPress={() => void sharing.share(poiId)}>
          {state.phase === "failed" ? SHARE_TEXTS.tryAgain : SHARE_TEXTS.shareAgain}
        </Button>
      )}
      <Button variant="primary" onPress={() => sharing.close()}>
        {SHARE_TEXTS.done}
      </Button>
    </>
  );
}
