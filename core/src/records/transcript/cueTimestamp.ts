const pad = (value: number, width: number) => String(value).padStart(width, "0");

/**
 * A subtitle timestamp: "hh:mm:ss,mmm" for SRT (separator ",") and "hh:mm:ss.mmm" for WebVTT
 * (separator "."). Rounded to the millisecond, which both formats carry; hours grow past two digits
 * rather than wrap.
 */
export const cueTimestamp = (seconds: number, separator: "," | "."): string => {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = (totalMs - ms) / 1000;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(totalSeconds % 60, 2)}${separator}${pad(ms, 3)}`;
};
