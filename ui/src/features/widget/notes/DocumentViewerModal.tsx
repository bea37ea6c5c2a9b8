import type { AttachmentViewer, ViewerView } from "@lectern/core/notes/application/AttachmentViewer";
import { ATTACHMENT_TEXTS } from "@lectern/core/notes/domain/attachmentTexts";
import { Download } from "lucide-react";
import { Alert, Button, ModalDialog, Spinner } from "../../../kit";
import "./AttachmentViewers.css";

export interface DocumentViewerModalProps {
  viewer: Pick<AttachmentViewer, "close">;
  view: Extract<NonNullable<ViewerView>, { kind: "document" }> | null;
}

function DocumentBody({ view, address }: { view: DocumentViewerModalProps["view"]; address: string | null }) {
  if (!view) return null;
  const { document, text } = view;
  if (text) {
    if (text.status === "failed") return <Alert kind="error">{ATTACHMENT_TEXTS.openFailed}</Alert>;
    if (text.status === "reading") return <Spinner label={ATTACHMENT_TEXTS.documentLoading} showLabel block />;
    return (
      // Focusable, so keyboard users can scroll a long text (WCAG 2.1.1).
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <pre className="attachment-viewer__text" tabIndex={0} aria-label={`Text of ${document.name}`}>
        {text.content}
        {text.truncated && `\n\n${ATTACHMENT_TEXTS.textTruncated}`}
      </pre>
    );
  }
  if (view.file.status === "failed") return <Alert kind="error">{ATTACHMENT_TEXTS.openFailed}</Alert>;
  if (!address) return <Spinner label={ATTACHMENT_TEXTS.documentLoading} showLabel block />;
  if (view.preview === "pdf") {
    return (
      <object className="attachment-viewer__frame" data={address} type="application/pdf" aria-label={document.name}>
        <p className="attachment-viewer__note">{ATTACHMENT_TEXTS.pdfFallback}</p>
      </object>
    );
  }
  return <p className="attachment-viewer__note">{ATTACHMENT_TEXTS.notPreviewable(document.name)}</p>;
}

function DownloadLink({ address, name }: { address: string; name: string }) {
  return (
    <a className="kit-button kit-button--primary kit-button--md" href={address} download={name}>
      <Download size={16} aria-hidden="true" />
      Download {name}
    </a>
  );
}

/**
 * Spec 2 §2.4: the document viewer; Escape closes. A text file is shown as text (never in a frame,
 * so nothing in it can run), a PDF through the browser's own viewer in an <object> (pdf.js is not a
 * dependency); other documents, audio and video are offered for download.
 */
export function DocumentViewerModal({ viewer, view }: DocumentViewerModalProps) {
  const document = view?.document;
  const address = view?.file.status === "ready" ? view.file.address : null;
  return (
    <ModalDialog
      title={document?.name ?? "Document"}
      isOpen={view !== null}
      onOpenChange={(isOpen) => !isOpen && viewer.close()}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onPress={() => viewer.close()}>
            Close
          </Button>
          {address && document && <DownloadLink address={address} name={document.name} />}
        </>
      }
    >
      <div className="attachment-viewer__stage attachment-viewer__stage--document">
        <DocumentBody view={view} address={address} />
      </div>
    </ModalDialog>
  );
}
