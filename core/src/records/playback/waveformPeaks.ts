/** Spec 3 §3: the waveform a stream's processing produces, in the audiowaveform JSON format. */
export interface AudiowaveformData {
  readonly channels: number;
  readonly sample_rate: number;
  readonly samples_per_pixel: number;
  /** 8 or 16: peaks are signed integers of this many bits. */
  readonly bits: number;
  /** Points per channel (each a min and a max). */
  readonly length: number;
  /** min, max pairs, channels interleaved per point: [c0min, c0max, c1min, c1max, …]. */
  readonly peaks: readonly number[];
}

/**
 * The peaks as wavesurfer draws them: one array per channel of values in −1..1 (the integers divided
 * by 2^(bits−1)), each point's min and max kept in order. Nothing is decoded on the page.
 */
export const waveformChannels = (data: AudiowaveformData): number[][] => {
  const channels = Math.max(1, Math.floor(data.channels));
  const scale = 2 ** (Math.max(1, data.bits) - 1);
  const points = Math.min(data.length, Math.floor(data.peaks.length / (2 * channels)));
  const unit = (value: number | undefined) => Math.max(-1, Math.min(1, (value ?? 0) / scale));
  return Array.from({ length: channels }, (_, channel) => {
    const out = new Array<number>(points * 2);
    for (let point = 0; point < points; point += 1) {
      const base = (point * channels + channel) * 2;
      out[point * 2] = unit(data.peaks[base]);
      out[point * 2 + 1] = unit(data.peaks[base + 1]);
    }
    return out;
  });
};

/** The seconds the waveform covers (its points times the samples each one stands for). */
export const waveformDuration = (data: AudiowaveformData): number =>
  data.sample_rate > 0 ? (data.length * data.samples_per_pixel) / data.sample_rate : 0;
