import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import type { RecordPage } from "@lectern/core/records/record/RecordPage";
import type { LinkRefused } from "@lectern/core/records/record/recordPageReducer";
import { sharedRecordPath } from "@lectern/core/sharing/domain/sharedRecordPath";
import { Link2Off, LockKeyhole } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { usePageTitle } from "../../hooks/usePageTitle";
import { Button, EmptyState } from "../../kit";
import { useService } from "../../reactive/useService";
import { RecordLoadFailed } from "../records/record/RecordLoadFailed";
import { RecordSkeleton } from "../records/record/RecordSkeleton";
import { RecordView } from "../records/record/RecordView";
import { useOpenRecord } from "../records/record/useOpenRecord";
import { useAppLifecycle } from "../shell/useAppLifecycle";
import { useSession } from "../shell/useSession";
import { SHARED_RECORD_PAGE_TEXTS as TEXTS } from "./sharedRecordPageTexts";
import { useSharedRecordServices } from "./useSharedRecordPage";
import "../records/record/RecordPage.css";

/** A refused link (spec 3 §8): the spec's message, its code, and a way on. */
function LinkError({ error, signedIn }: { error: LinkRefused; signedIn: boolean }) {
  const navigate = useNavigate();
  const redirects = useService(RedirectMemory);
  const action = signedIn ? (
    <Link to="/records" className="kit-button kit-button--primary kit-button--md">
      {TEXTS.myRecordings}
    </Link>
  ) : (
    <Button
      onPress={() => {
        // Back here after login: the account may be one the record is shared with.
        redirects.remember(sharedRecordPath(error.id));
        navigate("/auth/login");
      }}
    >
      {TEXTS.logIn}
    </Button>
  );
  return (
    <div className="page">
      <h1 className="kit-visually-hidden">{error.message}</h1>
      <EmptyState
        icon={error.code === 403 ? <LockKeyhole size={32} /> : <Link2Off size={32} />}
        title={error.message}
        action={action}
      >
        <p className="shared-record__code">{TEXTS.errorCode(error.code)}</p>
        <p>{error.code === 403 ? TEXTS.forbiddenHint : TEXTS.notFoundHint}</p>
      </EmptyState>
    </div>
  );
}

/** The record once the viewer is known: opened while on screen, in its loading, error or ready state. */
function SharedRecord({ id, page, signedIn }: { id: string; page: RecordPage; signedIn: boolean }) {
  const viewer = useService(AttachmentViewer);
  const current = useOpenRecord(page, id);
  usePageTitle(
    current?.phase === "ready"
      ? current.record.name
      : current?.phase === "linkError"
        ? current.message
        : TEXTS.pageTitle,
  );
  if (current === null || current.phase === "loading" || current.phase === "removed") {
    return <RecordSkeleton />;
  }
  if (current.phase === "linkError") return <LinkError error={current} signedIn={signedIn} />;
  if (current.phase === "failed" || current.phase === "notFound") {
    return (
      <RecordLoadFailed
        message={current.phase === "failed" ? current.message : TEXTS.notFoundHint}
        onRetry={() => page.retry()}
      />
    );
  }
  return (
    <div className="page">
      <RecordView state={current} page={page} viewer={viewer} />
    </div>
  );
}

/**
 * /shared-records/{id} (spec 3 §2): the record page in shared mode, for visitors and signed-in
 * viewers alike. It waits until it knows who looks (and, for a signed-in viewer, their services),
 * then the core page runs the guard: bookmark, load, read-only unless the owner looks.
 */
export function SharedRecordPage() {
  const { id = "" } = useParams();
  const { page } = useSharedRecordServices();
  const { state: session } = useSession();
  const { state: app } = useAppLifecycle();
  const signedIn = session.status === "authenticated";
  const settled = session.status !== "checking" && (!signedIn || app.phase === "ready" || app.phase === "failed");
  if (!settled) {
    return <RecordSkeleton />;
  }
  // Signing in or out on the page opens the record again as the new viewer.
  return <SharedRecord key={`${id}:${session.user?.id ?? "visitor"}`} id={id} page={page} signedIn={signedIn} />;
}
