import type { RecordSlides, RecordSlidesState } from "@lectern/core/slides/application/RecordSlides";
import { isViewableSlideFormat } from "@lectern/core/slides/domain/slideFormats";
import { SLIDES_TEXTS } from "@lectern/core/slides/domain/slidesTexts";
import { Presentation } from "lucide-react";
import { useEffect } from "react";
import { ConfirmDialog, EmptyState, ProgressBar, useToasts } from "../../kit";
import { Skeleton } from "../../kit/Skeleton";
import { useObservable } from "../../reactive/useObservable";
import { loadPdfjs } from "../../slides/pdf/loadPdfjs";
import { SlideNotesList } from "./SlideNotesList";
import { SlidesActionsMenu } from "./SlidesActionsMenu";
import { SlideDownloadCard } from "./SlideDownloadCard";
import { SlideViewer } from "./SlideViewer";
import { SlidesUploadArea } from "./SlidesUploadArea";
import { SLIDES_UI_TEXTS } from "./slidesUiTexts";
import { useSlideDeck } from "./useSlideDeck";
import "./slides.css";

/**
 * Each notice once, as a toast: successes small (3 s), errors for 10 s (spec 3 §8). A refusal the upload
 * area already shows (its own alert) is not said a second time.
 */
function useSlidesNotices(state: RecordSlidesState) {
  const toasts = useToasts();
  const notice = state.notice;
  const shownInArea = notice !== null && notice.text === state.view.error;
  useEffect(() => {
    if (notice && !shownInArea) {
      toasts.show({
        text: notice.text,
        type: notice.tone === "success" ? "success" : "danger",
        small: notice.tone === "success",
      });
    }
    // A notice is shown when its id is new.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [notice?.id]);
}

/**
 * The slides widget (spec 3 §2, §4): the upload area, the slider and the slide notes, for the record
 * page's Slides tab and the widget's SLIDE NOTES tab alike. It renders RecordSlides' state and calls
 * its commands; the viewer's deck is the SlideDeckController's.
 */
export function SlidesPanel({ slides }: { slides: RecordSlides }) {
  const state = useObservable(slides.state$, slides.state);
  useSlidesNotices(state);
  const { controller, snapshot } = useSlideDeck(state.document, () => slides.documentFailed());
  const { view, isOwner, document } = state;
  // A slide set is known (or a file is going up): pdf.js and its worker load beside the file's read,
  // not after it. A lecture without slides never fetches them.
  const expectsDeck = state.slideUrl !== null || state.isUploading;
  useEffect(() => {
    if (expectsDeck) loadPdfjs().catch(() => undefined);
  }, [expectsDeck]);

  // The page's text goes with the selection: it is the note's ocr when the note is created.
  const selectPage = (page: number) => {
    if (!controller) return;
    void controller
      .pageText(page)
      .catch(() => "")
      .then((text) => slides.selectPage(page, text));
  };
  // The deck opened on page 1 and the slide set is known: page 1's note is the current one.
  const pageCount = snapshot.pageCount;
  useEffect(() => {
    if (state.id !== null && pageCount > 0 && state.slide?.pageNumber !== snapshot.page) selectPage(snapshot.page);
    // Once per slide set and deck.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [state.id, pageCount]);

  const actions = isOwner ? (
    <SlidesActionsMenu onDeleteAll={() => slides.askRemove()} disabled={state.isRemoving || state.isUploading} />
  ) : undefined;
  const announcement = (
    <p className="kit-visually-hidden" aria-live="polite">
      {/* Progress only: what ends an upload is a toast, which is announced already. */}
      {state.isUploading ? state.announcement : ""}
    </p>
  );

  if (view.view === "Init" || view.view === "Load") {
    if (view.view === "Init" && !state.isLoading) {
      return (
        <EmptyState icon={<Presentation size={28} />} title={SLIDES_UI_TEXTS.noSlidesTitle} headingLevel={3}>
          {SLIDES_UI_TEXTS.noSlidesText}
        </EmptyState>
      );
    }
    return (
      <div className="slides-panel slides-panel--loading" aria-busy="true">
        <output className="kit-visually-hidden">{SLIDES_UI_TEXTS.loading}</output>
        <Skeleton width="100%" height={280} />
        <Skeleton width="100%" height={64} />
      </div>
    );
  }

  if (view.view === "Upload") {
    return (
      <div className="slides-panel">
        {isOwner ? (
          <SlidesUploadArea error={view.error} onFiles={(files) => void slides.choose(files)} />
        ) : (
          <EmptyState icon={<Presentation size={28} />} title={SLIDES_UI_TEXTS.noSlidesTitle} headingLevel={3}>
            {SLIDES_UI_TEXTS.noSlidesText}
          </EmptyState>
        )}
        {announcement}
      </div>
    );
  }

  const viewable = document !== null && isViewableSlideFormat(document.format);
  return (
    <div className="slides-panel">
      {state.upload !== null && (
        <div className="slides-panel__upload">
          <ProgressBar label={SLIDES_TEXTS.uploading} value={Math.round(state.upload.progress * 100)} />
          <p className="slides-panel__upload-name">{SLIDES_UI_TEXTS.uploadingFile(state.upload.fileName)}</p>
        </div>
      )}
      {viewable && controller ? (
        <SlideViewer controller={controller} snapshot={snapshot} onPage={selectPage} actions={actions} />
      ) : document !== null ? (
        <SlideDownloadCard document={document} actions={actions} />
      ) : state.slideUrl !== null && !state.isLoading ? (
        <EmptyState
          icon={<Presentation size={28} />}
          title={SLIDES_UI_TEXTS.pagesUnavailable}
          headingLevel={3}
          action={actions}
        />
      ) : (
        <div className="slides-viewer slides-viewer--reading" aria-busy="true">
          <Skeleton width="100%" height={280} />
        </div>
      )}
      <SlideNotesList
        slides={state.slides}
        current={state.slide}
        setId={state.id}
        readOnly={!isOwner}
        busy={state.isLoading || state.isUploading}
        onWrite={(page, content) => slides.writeNote(page, content)}
      />
      <ConfirmDialog
        isOpen={state.confirmingRemoval}
        title={SLIDES_TEXTS.confirmTitle}
        message={SLIDES_TEXTS.confirmMessage}
        confirmLabel={SLIDES_TEXTS.confirmButton}
        confirmVariant="danger"
        isPending={state.isRemoving}
        onConfirm={() => void slides.confirmRemove()}
        onCancel={() => slides.cancelRemove()}
      />
      {announcement}
    </div>
  );
}
