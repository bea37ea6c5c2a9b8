const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A rating button's next interval, short: "10 min", "5 hours", "3 days", "2 months", "1 year". */
export const intervalText = (ms: number): string => {
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
  if (ms < DAY) return plural(Math.round(ms / HOUR), "hour", "hours");
  const days = Math.round(ms / DAY);
  if (days < 31) return plural(days, "day", "days");
  if (days < 365) return plural(Math.round(days / 30), "month", "months");
  return plural(Math.round((days / 365) * 10) / 10, "year", "years");
};
