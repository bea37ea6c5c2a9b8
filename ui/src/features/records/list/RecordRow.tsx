import { formatDuration } from "@lectern/core/kernel/formatDuration";
import { recordPath } from "@lectern/core/records/list/recordPath";
import type { RecordSummary } from "@lectern/core/records/list/RecordSummary";
import dayjs from "dayjs";
import { Clock, Mic, MonitorPlay, Sparkles, Star, Users } from "lucide-react";
import { memo, useState } from "react";
import { Link } from "react-router-dom";
import { ProgressBar } from "../../../kit";
import { RECORD_DATE_FORMAT, RECORDS_LIST_TEXTS as TEXTS } from "./recordsListTexts";

/**
 * One lecture of /records (spec 3 §2): thumbnail (or the audio/screen icon), name, date, duration,
 * highlight count, tags, favourite star and demo badge; a progress bar while it is processed; who
 * shared it, for someone else's recording. The whole row is the link to the record (the shared-record
 * page for a shared one). Memoised: the virtual list re-renders on every scroll frame,
 * a row only when its session changed.
 */
export const RecordRow = memo(function RecordRow({ record }: { readonly record: RecordSummary }) {
  const KindIcon = record.kind === "audio" ? Mic : MonitorPlay;
  const kindLabel = record.kind === "audio" ? TEXTS.audio : TEXTS.screen;
  // A thumbnail that cannot be read (gone, or not served here) shows the kind's icon, never a broken image.
  const [brokenThumbnail, setBrokenThumbnail] = useState<string | null>(null);
  const thumbnail = record.thumbnailUrl !== brokenThumbnail ? record.thumbnailUrl : null;
  return (
    <Link to={recordPath(record)} className="record-row" data-record-id={record.id}>
      <span className={`record-row__media record-row__media--${record.kind}`}>
        {thumbnail ? (
          <img
            className="record-row__thumbnail"
            src={thumbnail}
            alt=""
            loading="lazy"
            onError={() => setBrokenThumbnail(thumbnail)}
          />
        ) : (
          <KindIcon size={24} aria-hidden="true" />
        )}
        <span className="kit-visually-hidden">{kindLabel}</span>
      </span>
      <span className="record-row__body">
        <span className="record-row__title">
          <span className="record-row__name">{record.name}</span>
          {record.demo && <span className="record-row__badge">{TEXTS.demo}</span>}
          {record.favourite && (
            <span className="record-row__favourite" title={TEXTS.favourite}>
              <Star size={16} aria-hidden="true" fill="currentColor" />
              <span className="kit-visually-hidden">{TEXTS.favourite}</span>
            </span>
          )}
        </span>
        <span className="record-row__meta">
          {record.sharedWithMe && (
            <span className="record-row__fact record-row__owner">
              <Users size={14} aria-hidden="true" />
              {TEXTS.sharedBy(record.owner?.fullname ?? "")}
            </span>
          )}
          {record.startedAt && (
            <time dateTime={record.startedAt}>{dayjs(record.startedAt).format(RECORD_DATE_FORMAT)}</time>
          )}
          {record.duration !== null && (
            <span className="record-row__fact">
              <Clock size={14} aria-hidden="true" />
              <span className="kit-visually-hidden">{TEXTS.duration}</span>
              {formatDuration(record.duration * 1000, "timer")}
            </span>
          )}
          <span className="record-row__fact">
            <Sparkles size={14} aria-hidden="true" />
            {TEXTS.highlights(record.highlightsCount)}
          </span>
        </span>
        {record.tags.length > 0 && (
          <span className="record-row__tags">
            <span className="kit-visually-hidden">{TEXTS.tags}:</span>
            {record.tags.map((tag) => (
              <span key={tag} className="record-row__tag">
                {tag}
              </span>
            ))}
          </span>
        )}
        {record.processing !== null && (
          <span className="record-row__progress">
            <ProgressBar label={TEXTS.processing} value={record.processing} />
          </span>
        )}
      </span>
    </Link>
  );
});
