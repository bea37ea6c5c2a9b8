import { formatDuration } from "@lectern/core/kernel/formatDuration";
import type { RecordDetail, RecordTag } from "@lectern/core/records/record/RecordDetail";
import { DEFAULT_SESSION_NAME_FORMAT } from "@lectern/core/recording/domain/defaultSessionName";
import { clsx } from "clsx";
import dayjs from "dayjs";
import { CalendarDays, Clock, Download, Star, Trash2 } from "lucide-react";
import { Button } from "../../../kit";
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
}

/** The record's name (renamed in place), date, duration, demo badge, tags and its actions. */
export function RecordHeader(props: RecordHeaderProps) {
  const { record } = props;
  return (
    <header className="record-header">
      <div className="record-header__top">
        <RecordName name={record.name} onRename={props.onRename} />
        <div className="record-header__actions">
          <button
            type="button"
            className={clsx("record-favourite", record.favourite && "record-favourite--on")}
            aria-pressed={record.favourite}
            onClick={() => props.onFavourite(!record.favourite)}
          >
            <Star size={18} aria-hidden="true" fill={record.favourite ? "currentColor" : "none"} />
            {RECORD_PAGE_TEXTS.favourite}
          </button>
          <Button variant="secondary" onPress={props.onDownload} isPending={props.downloading}>
            <Download size={16} aria-hidden="true" />
            {RECORD_PAGE_TEXTS.download}
          </Button>
          <Button variant="secondary" onPress={props.onDelete} className="record-header__delete">
            <Trash2 size={16} aria-hidden="true" />
            {RECORD_PAGE_TEXTS.delete}
          </Button>
        </div>
      </div>
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
      />
    </header>
  );
}
