import { formatDuration } from "@lectern/core/kernel/formatDuration";
import type { RecordDetail, RecordTag } from "@lectern/core/records/record/RecordDetail";
import { DEFAULT_SESSION_NAME_FORMAT } from "@lectern/core/recording/domain/defaultSessionName";
import { clsx } from "clsx";
import dayjs from "dayjs";
import { CalendarDays, Clock, Download, Share2, Star, Trash2 } from "lucide-react";
import { Button } from "../../../kit";
import { ShareButton } from "../../sharing/share/ShareButton";
import { RecordName } from "./RecordName";
import { RecordTags } from "./RecordTags";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";

export interface RecordHeaderProps {
  record: RecordDetail;
  tagOptions: readonly RecordTag[];
  onRename: (name: string) => Promise<void>;
  onFavourite: (favourite: boolean) => void;
  onAttachTag: (text: string) => Promise<boolean>;
  onDetachTag: (tag: RecordTag) => Promise<boolean>;
  onDownload: () => void;
  downloading: boolean;
  onDelete: () => void;
  /** Nothing of the record can be changed: a plain name, no tag editing, no delete (shared records). */
  readOnly?: boolean;
  /** Download is offered. @default true */
  downloadable?: boolean;
  /** The star is offered (signed-in viewers only). @default true */
  canFavourite?: boolean;
  /** The owner's Share button (the owner, not read-only). @default false */
  canShare?: boolean;
  /** 'Shared by {owner}' under the name of someone else's record. */
  sharedBy?: string | null;
  /** 'A highlight of a lecture' for a shared highlight. */
  highlightOfLecture?: boolean;
}

/** The record's name (renamed in place), date, duration, demo badge, tags and its actions. */
export function RecordHeader(props: RecordHeaderProps) {
  const { record, readOnly = false, downloadable = true, canFavourite = true, canShare = false } = props;
  return (
    <header className="record-header">
      <div className="record-header__top">
        {readOnly ? (
          <div className="record-name">
            <h1 className="record-name__title record-name__title--plain">{record.name}</h1>
          </div>
        ) : (
          <RecordName name={record.name} onRename={props.onRename} />
        )}
        <div className="record-header__actions">
          {canShare && !readOnly && (
            <ShareButton sessionId={record.id} sessionName={record.name} share={record.share} />
          )}
          {canFavourite && (
            <button
              type="button"
              className={clsx("record-favourite", record.favourite && "record-favourite--on")}
              aria-pressed={record.favourite}
              onClick={() => props.onFavourite(!record.favourite)}
            >
              <Star size={18} aria-hidden="true" fill={record.favourite ? "currentColor" : "none"} />
              {RECORD_PAGE_TEXTS.favourite}
            </button>
          )}
          {downloadable && (
            <Button variant="secondary" onPress={props.onDownload} isPending={props.downloading}>
              <Download size={16} aria-hidden="true" />
              {RECORD_PAGE_TEXTS.download}
            </Button>
          )}
          {!readOnly && (
            <Button variant="secondary" onPress={props.onDelete} className="record-header__delete">
              <Trash2 size={16} aria-hidden="true" />
              {RECORD_PAGE_TEXTS.delete}
            </Button>
          )}
        </div>
      </div>
      {(props.sharedBy || props.highlightOfLecture) && (
        <p className="record-header__shared">
          {props.highlightOfLecture && (
            <span className="record-header__badge record-header__badge--highlight">
              {RECORD_PAGE_TEXTS.highlightOfLecture}
            </span>
          )}
          {props.sharedBy && (
            <span className="record-header__fact">
              <Share2 size={15} aria-hidden="true" />
              {RECORD_PAGE_TEXTS.sharedBy(props.sharedBy)}
            </span>
          )}
        </p>
      )}
      <p className="record-header__meta">
        {record.startedAt !== null && (
          <span className="record-header__fact">
            <CalendarDays size={15} aria-hidden="true" />
            <time dateTime={record.startedAt}>{dayjs(record.startedAt).format(DEFAULT_SESSION_NAME_FORMAT)}</time>
          </span>
        )}
        {record.duration !== null && (
          <span className="record-header__fact">
            <Clock size={15} aria-hidden="true" />
            {formatDuration(record.duration * 1000, "timer")}
          </span>
        )}
        {record.demo && <span className="record-header__badge">{RECORD_PAGE_TEXTS.demo}</span>}
      </p>
      <RecordTags
        tags={record.tags}
        options={props.tagOptions}
        onAttach={props.onAttachTag}
        onDetach={props.onDetachTag}
        readOnly={readOnly}
      />
    </header>
  );
}
