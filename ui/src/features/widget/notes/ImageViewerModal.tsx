import type { AttachmentViewer, ViewerView } from "@lectern/core/notes/application/AttachmentViewer";
import { ATTACHMENT_TEXTS } from "@lectern/core/notes/domain/attachmentTexts";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect } from "react";
import { Alert, Button, ModalDialog, Spinner } from "../../../kit";
import "./AttachmentViewers.css";

export interface ImageViewerModalProps {
  viewer: Pick<AttachmentViewer, "next" | "previous" | "press" | "close">;
  view: Extract<NonNullable<ViewerView>, { kind: "image" }> | null;
}

/**
 * Spec 2 §2.4: the image viewer: previous, next and close; ArrowLeft and ArrowRight navigate,
 * Escape closes (react-aria's modal); the loader shows for the first 800 ms (timed in the core).
 */
export function ImageViewerModal({ viewer, view }: ImageViewerModalProps) {
  const open = view !== null;
  useEffect(() => {
    if (!open) return;
    // On the window, so the arrows work wherever the focus is inside the modal (even on Close).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      viewer.press(event.key);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, viewer]);

  const image = view?.images[view.index];
  const many = (view?.images.length ?? 0) > 1;
  return (
    <ModalDialog
      title={image?.name ?? "Image"}
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && viewer.close()}
      size="lg"
      footer={
        view && (
          <div className="attachment-viewer__nav">
            <Button variant="secondary" isDisabled={!many} onPress={() => viewer.previous()} keyShortcuts="ArrowLeft">
              <ChevronLeft size={18} aria-hidden="true" />
              Previous
            </Button>
            <p className="attachment-viewer__count" aria-live="polite">
              Image {view.index + 1} of {view.images.length}
            </p>
            <Button variant="secondary" isDisabled={!many} onPress={() => viewer.next()} keyShortcuts="ArrowRight">
              Next
              <ChevronRight size={18} aria-hidden="true" />
            </Button>
          </div>
        )
      }
    >
      <div className="attachment-viewer__stage">
        {view?.file.status === "failed" ? (
          <Alert kind="error">{ATTACHMENT_TEXTS.openFailed}</Alert>
        ) : view?.loading || view?.file.status !== "ready" ? (
          <Spinner label={ATTACHMENT_TEXTS.imageLoading} showLabel block />
        ) : (
          <img className="attachment-viewer__image" src={view.file.address} alt={image?.name ?? ""} />
        )}
      </div>
    </ModalDialog>
  );
}
