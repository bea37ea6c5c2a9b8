import type { RecordDetail, RecordStream } from "./RecordDetail";
import { primaryStream } from "./RecordDetail";

/** Spec 3 §4: a stream is converted at status 30, or once its progress reaches 100. */
export const CONVERTED_STATUS = 30;

export const isConverted = (stream: Pick<RecordStream, "status" | "convertProgress">): boolean =>
  stream.status >= CONVERTED_STATUS || stream.convertProgress >= 100;

/** Whole percent 0–99 while the primary stream is processed; null when there is nothing to wait for. */
export const processingProgress = (record: Pick<RecordDetail, "streams">): number | null => {
  const primary = primaryStream(record);
  if (!primary || isConverted(primary)) return null;
  return Math.min(99, Math.max(0, Math.floor(primary.convertProgress)));
};

/** A `stream_convert_progress` event: the stream, its status and progress. */
export interface ConvertProgress {
  readonly streamId: string;
  readonly status: number | null;
  readonly progress: number;
}

/**
 * The record with one stream's progress applied. Progress and status never go backwards (a late
 * event must not undo a newer one), so a converted stream stays converted.
 */
export const withConvertProgress = <R extends Pick<RecordDetail, "streams">>(record: R, event: ConvertProgress): R => {
  if (!record.streams.some((stream) => stream.id === event.streamId)) return record;
  return {
    ...record,
    streams: record.streams.map((stream) => {
      if (stream.id !== event.streamId) return stream;
      const status = Math.max(stream.status, event.status ?? stream.status);
      const convertProgress = Math.min(100, Math.max(stream.convertProgress, event.progress));
      return { ...stream, status, convertProgress };
    }),
  };
};
