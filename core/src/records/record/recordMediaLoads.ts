import { type OpenedRecord, type RecordPageScope, stillOpen } from "./openedRecord";
import { recordCalls } from "./recordCalls";
import { cameraStream, primaryStream } from "./RecordDetail";
import { CdnReply, WaveformReply } from "./recordReplies";

const cdnOf = async (scope: RecordPageScope, streamId: string): Promise<string> => {
  const reply = await scope.api.request({ method: "GET", path: recordCalls.cdn(streamId) }, CdnReply);
  return reply.data.attributes.url;
};

/**
 * The player's addresses (the primary stream's, and the camera's when there is one), once per open
 * unless `again` (the waveform finished: the stream may have become playable).
 */
export const loadRecordMedia = async (scope: RecordPageScope, opened: OpenedRecord, again: boolean): Promise<void> => {
  const state = scope.state();
  if (state.phase !== "ready" || (opened.mediaAsked && !again) || (again && state.media?.primary)) return;
  const primary = primaryStream(state.record);
  if (primary === null) return;
  opened.mediaAsked = true;
  const camera = cameraStream(state.record);
  try {
    const [primaryUrl, cameraUrl] = await Promise.all([
      cdnOf(scope, primary.id),
      camera === null ? Promise.resolve(null) : cdnOf(scope, camera.id).catch(() => null),
    ]);
    if (stillOpen(scope, opened))
      scope.dispatch({ type: "mediaLoaded", media: { primary: primaryUrl, camera: cameraUrl } });
  } catch {
    // Not playable yet (or gone): the next event or a reload asks again.
    if (stillOpen(scope, opened)) opened.mediaAsked = false;
  }
};

/** The played stream's waveform (only that one is drawn); 404 until finished: waveform_finished asks again. */
export const loadRecordWaveform = async (
  scope: RecordPageScope,
  opened: OpenedRecord,
  streamId: string,
  again: boolean,
): Promise<void> => {
  const state = scope.state();
  if (state.phase !== "ready") return;
  const primary = primaryStream(state.record);
  if (primary === null || primary.id !== streamId) return;
  if (opened.waveformAsked === streamId && (!again || state.waveform !== null)) return;
  opened.waveformAsked = streamId;
  try {
    const reply = await scope.api.request({ method: "GET", path: recordCalls.waveform(streamId) }, WaveformReply);
    if (stillOpen(scope, opened)) scope.dispatch({ type: "waveformLoaded", waveform: reply.data.attributes });
  } catch {
    if (stillOpen(scope, opened)) opened.waveformAsked = null;
  }
};
