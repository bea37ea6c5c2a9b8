/** Spec 2 §2.1: hour:minute am/pm, then weekday, month and day ('9:05 am', 'Monday, November 23'). */
export const formatWallClock = (now: number, locale = "en-US"): { time: string; date: string } => ({
  time: new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", hour12: true })
    .format(now)
    .replace(/\s?AM$/i, " am")
    .replace(/\s?PM$/i, " pm"),
  date: new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric" }).format(now),
});
