import { requireStreamAccess } from "../model/sharedAccess";
import { peaksWithin } from "../model/spanCuts";
import { asRecord } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";

export const WAVEFORM_NOT_READY = "The waveform of this stream is not ready yet.";

/** The stored audiowaveform JSON; its peaks are `peaks` (ours) or `data` (audiowaveform's own name). */
const readWaveform = (bytes: Uint8Array): Record<string, unknown> | null => {
  try {
    return asRecord(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
};

/** What peaksWithin needs to know which peak lies at which second. */
const shapeOf = (waveform: Record<string, unknown>) => ({
  channels: Number(waveform["channels"]) || 1,
  sampleRate: Number(waveform["sample_rate"]) || 1,
  samplesPerPixel: Number(waveform["samples_per_pixel"]) || 1,
});

/**
 * GET streams/{id}/waveform (spec 3 §3 "Waveform"): the peaks the processing pipeline computed from
 * the merged audio, 404 until it finished. The owner, or a viewer with X-SHARED-ID; through a shared
 * highlight, flat outside its span (issue 19).
 */
export const waveformRoutes: readonly Route[] = [
  readRoute("GET", "streams/{id}/waveform", async (context) => {
    const { stream, span } = requireStreamAccess(context, context.params["id"] ?? "", "read");
    const { media } = context;
    const bytes = stream.waveformKey ? await media.readFile(stream.waveformKey) : null;
    const waveform = bytes && readWaveform(bytes);
    if (!waveform) throw new DemoHttpError(404, { title: WAVEFORM_NOT_READY, source: { parameter: "stream" } });
    const peaks = waveform["peaks"] ?? waveform["data"];
    return dataReply({
      id: stream.id,
      type: "waveforms",
      attributes: {
        channels: waveform["channels"],
        sample_rate: waveform["sample_rate"],
        samples_per_pixel: waveform["samples_per_pixel"],
        bits: waveform["bits"],
        length: waveform["length"],
        peaks: span ? peaksWithin(Array.isArray(peaks) ? peaks.map(Number) : [], shapeOf(waveform), span) : peaks,
      },
    });
  }),
];
