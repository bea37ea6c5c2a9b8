const two = (value: number) => String(value).padStart(2, "0");

/**
 * A sentence's time as the transcript shows it: "mm:ss", or "h:mm:ss" style "hh:mm:ss" when
 * `withHours` (pass true for a whole transcript that runs past an hour, so every row has the same
 * width). Seconds are floored: a sentence at 59.9 s is still in minute 0 second 59.
 */
export const formatClock = (seconds: number, withHours: boolean): string => {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (withHours || hours > 0) return `${two(hours)}:${two(minutes)}:${two(rest)}`;
  return `${two(minutes)}:${two(rest)}`;
};
