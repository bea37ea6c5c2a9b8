/**
 * How a duration is written:
 * - "padded": mm:ss or hh:mm:ss (00:07, 01:02:03), times relative to a session's start (spec 3 §9);
 * - "timer": 0:07, 12:34, 1:02:03, the session duration timer (spec 2 §2.3).
 */
export type DurationStyle = "padded" | "timer";

const two = (value: number) => value.toString().padStart(2, "0");

/** Whole seconds of `ms` (negative counts as 0), in the given style. */
export const formatDuration = (ms: number, style: DurationStyle): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const lead = (value: number) => (style === "padded" ? two(value) : value.toString());
  return hours > 0 ? `${lead(hours)}:${two(minutes)}:${two(seconds)}` : `${lead(minutes)}:${two(seconds)}`;
};
