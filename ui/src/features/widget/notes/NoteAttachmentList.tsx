import type {
  AttachedFile,
  AttachmentProblem,
  AttachmentUpload,
  NoteAttachments,
} from "@lectern/core/notes/application/NoteAttachments";
import type { NoteKey } from "@lectern/core/notes/application/SessionNotes";
import type { AttachmentKind } from "@lectern/core/notes/domain/attachmentFormats";
import { hiddenAttachmentCount, showMoreText, visibleAttachments } from "@lectern/core/notes/domain/attachmentList";
import { ATTACHMENT_TEXTS } from "@lectern/core/notes/domain/attachmentTexts";
import { formatFileSize } from "@lectern/core/notes/domain/fileSize";
import { FileArchive, FileAudio, FileImage, FileText, FileVideo, Paperclip, Trash2, X } from "lucide-react";
import { useId, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { Alert, Button } from "../../../kit";
import { SpinnerGlyph } from "../../../kit/SpinnerGlyph";
import "./NoteAttachmentList.css";

export interface NoteAttachmentListProps {
  noteKey: NoteKey;
  /** The note's visible label, so each note's controls have their own name. */
  noteLabel: string;
  files: readonly AttachedFile[];
  uploads: readonly AttachmentUpload[];
  problems: readonly AttachmentProblem[];
  removing: readonly string[];
  locked: boolean;
  attachments: Pick<NoteAttachments, "attach" | "remove" | "retry" | "dismissUpload" | "dismissProblem" | "open">;
}

const ICONS: Record<AttachmentKind, typeof FileText> = {
  image: FileImage,
  audio: FileAudio,
  video: FileVideo,
  document: FileText,
};

const iconOf = (file: AttachedFile) =>
  file.name.toLowerCase().endsWith(".zip") ? FileArchive : ICONS[file.kind ?? "document"];

/**
 * The files of one note (spec 2 §2.4): five shown before 'Show N more Notes', each opening the image
 * or document viewer; files on their way; files refused with the reason; and the Attach button,
 * locked with the note (spec 2 §4.4).
 */
export function NoteAttachmentList(props: NoteAttachmentListProps) {
  const { files, uploads, problems, locked, attachments } = props;
  const [expanded, setExpanded] = useState(false);
  const hintId = useId();
  const shown = visibleAttachments(files, expanded);
  const hidden = hiddenAttachmentCount(files.length);

  return (
    <div className="note-files">
      {files.length > 0 && (
        <ul className="note-files__list" aria-label={`Files of ${props.noteLabel}`}>
          {shown.map((file) => {
            const Icon = iconOf(file);
            const isRemoving = props.removing.includes(file.id);
            return (
              <li key={file.id} className="note-files__item">
                <Icon className="note-files__icon" size={16} aria-hidden="true" />
                <Button variant="link" size="sm" className="note-files__name" onPress={() => attachments.open(file)}>
                  <span className="note-files__label">{file.name}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  isDisabled={locked}
                  isPending={isRemoving}
                  onPress={() => void attachments.remove(props.noteKey, file.id)}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 && (
        <Button variant="link" size="sm" className="note-files__more" onPress={() => setExpanded((now) => !now)}>
          {expanded ? "Show fewer" : showMoreText(hidden)}
        </Button>
      )}
      {uploads.length > 0 && (
        <ul className="note-files__list" aria-label={`Files being attached to ${props.noteLabel}`}>
          {uploads.map((upload) => (
            <UploadRow key={upload.id} upload={upload} locked={locked} attachments={attachments} />
          ))}
        </ul>
      )}
      {problems.map((problem) => (
        <Alert
          key={problem.id}
          kind="warning"
          {...(problem.title ? { title: problem.title } : {})}
          actions={
            <Button
              variant="ghost"
              size="sm"
              aria-label="Dismiss message"
              onPress={() => attachments.dismissProblem(problem.id)}
            >
              <X size={14} aria-hidden="true" />
            </Button>
          }
        >
          {problem.message}
        </Alert>
      ))}
      <FileTrigger
        allowsMultiple
        onSelect={(list) => {
          if (!list) return;
          attachments.attach(
            props.noteKey,
            Array.from(list, (file) => ({ name: file.name, size: file.size, data: file })),
          );
        }}
      >
        <Button
          variant="secondary"
          size="sm"
          className="note-files__attach"
          isDisabled={locked}
          aria-label={`${ATTACHMENT_TEXTS.attach} to ${props.noteLabel}`}
          aria-describedby={hintId}
        >
          <Paperclip size={14} aria-hidden="true" />
          {ATTACHMENT_TEXTS.attach}
        </Button>
      </FileTrigger>
      <p className="note-files__hint" id={hintId}>
        {ATTACHMENT_TEXTS.hint}
      </p>
    </div>
  );
}

function UploadRow({
  upload,
  locked,
  attachments,
}: {
  upload: AttachmentUpload;
  locked: boolean;
  attachments: NoteAttachmentListProps["attachments"];
}) {
  if (upload.status === "failed") {
    return (
      <li className="note-files__item note-files__item--failed">
        <p className="note-files__failure">{upload.message}</p>
        <Button variant="secondary" size="sm" isDisabled={locked} onPress={() => attachments.retry(upload.id)}>
          Try again
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Dismiss ${upload.name}`}
          onPress={() => attachments.dismissUpload(upload.id)}
        >
          <X size={14} aria-hidden="true" />
        </Button>
      </li>
    );
  }
  return (
    <li className="note-files__item note-files__item--uploading">
      <SpinnerGlyph size={14} className="note-files__spinner" />
      <span className="note-files__upload-name">{upload.name}</span>
      <span className="note-files__upload-status">
        {formatFileSize(upload.size)} · {upload.status === "uploading" ? "Uploading…" : "Waiting…"}
      </span>
    </li>
  );
}
