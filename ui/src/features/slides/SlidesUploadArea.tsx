import type { PickedSlideFile } from "@lectern/core/slides/application/RecordSlides";
import { SLIDE_FORMATS, SLIDE_MIME_TYPES } from "@lectern/core/slides/domain/slideFormats";
import { SLIDES_TEXTS } from "@lectern/core/slides/domain/slidesTexts";
import { FileUp } from "lucide-react";
import { useId } from "react";
import { type DropItem, DropZone, FileTrigger, Text } from "react-aria-components";
import { Button } from "../../kit/Button";
import { SLIDES_UI_TEXTS } from "./slidesUiTexts";

/** What the file dialog offers: core's formats, by extension and by type. */
const ACCEPTED = [
  ...SLIDE_FORMATS.map((format) => `.${format.toLowerCase()}`),
  ...Object.values(SLIDE_MIME_TYPES).flat(),
];

export interface SlidesUploadAreaProps {
  /** Why the last file was refused or failed; shown in the area. */
  readonly error: string | null;
  readonly onFiles: (files: readonly PickedSlideFile[]) => void;
}

/** Every dropped item that is a file (a dragged text or folder counts as a file the check refuses). */
const filesOf = async (items: readonly DropItem[]): Promise<PickedSlideFile[]> =>
  Promise.all(items.flatMap((item) => (item.kind === "file" ? [item.getFile()] : [])));

/**
 * Spec 3 §2 upload area: '+ Add PDF slide' and 'Or drag files here', one file. The check (format, one
 * file) is core's: everything dropped goes to it, so two files or a .docx get the spec's refusal.
 */
export function SlidesUploadArea({ error, onFiles }: SlidesUploadAreaProps) {
  const errorId = useId();
  const hintId = useId();
  return (
    <DropZone
      className="slides-upload"
      aria-label={SLIDES_TEXTS.dropHere}
      onDrop={(event) => void filesOf(event.items).then((files) => onFiles(files.length > 0 ? files : []))}
    >
      <span className="slides-upload__icon" aria-hidden="true">
        <FileUp size={28} />
      </span>
      <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(list) => list && onFiles(Array.from(list))}>
        <Button variant="primary" aria-describedby={`${hintId}${error ? ` ${errorId}` : ""}`}>
          {SLIDES_TEXTS.addPdf}
        </Button>
      </FileTrigger>
      <Text slot="label" className="slides-upload__drop">
        {SLIDES_TEXTS.dropHere}
      </Text>
      <p className="slides-upload__hint" id={hintId}>
        {SLIDES_UI_TEXTS.uploadHint}
      </p>
      {error !== null && (
        <p className="slides-upload__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </DropZone>
  );
}
