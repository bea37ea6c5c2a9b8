/** The last millisecond of the local day holding `now` ("due today" reaches to midnight, not 24 h). */
export const endOfDay = (now: number): number => {
  const date = new Date(now);
  date.setHours(23, 59, 59, 999);
  return date.getTime();
};
