import type { SlidesDocument } from "@lectern/core/slides/application/RecordSlides";
import { SLIDE_MIME_TYPES } from "@lectern/core/slides/domain/slideFormats";
import { SLIDES_TEXTS } from "@lectern/core/slides/domain/slidesTexts";
import { Download, Presentation } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { SLIDES_UI_TEXTS } from "./slidesUiTexts";

/**
 * A PPT or PPTX: the viewer reads PDF only, so the file is offered as it is, with how to see its pages
 * here — never a broken viewer.
 */
export function SlideDownloadCard({ document, actions }: { document: SlidesDocument; actions?: ReactNode }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(
      new Blob([document.bytes as Uint8Array<ArrayBuffer>], { type: SLIDE_MIME_TYPES[document.format][0] }),
    );
    // The object URL lives as long as this document is shown, and is revoked with it.
    // oxlint-disable-next-line react/set-state-in-effect
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [document]);
  return (
    <div className="slides-file">
      <span className="slides-file__icon" aria-hidden="true">
        <Presentation size={28} />
      </span>
      <div className="slides-file__text">
        <p className="slides-file__name">{document.name}</p>
        <p className="slides-file__hint">{SLIDES_TEXTS.exportAsPdf}</p>
      </div>
      {href !== null && (
        <a className="kit-button kit-button--secondary kit-button--sm" href={href} download={document.name}>
          <Download size={16} aria-hidden="true" />
          {SLIDES_UI_TEXTS.download(document.name)}
        </a>
      )}
      {actions}
    </div>
  );
}
