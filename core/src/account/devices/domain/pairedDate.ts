import dayjs from "dayjs";

/** The date part of spec 3 §9's 'MMMM DD YYYY h:mm A', as the profile prints dates. */
export const PAIRED_DATE_FORMAT = "MMMM DD YYYY";

/** When a phone was paired, in the person's own time zone. */
export const pairedDate = (epochMs: number): string => dayjs(epochMs).format(PAIRED_DATE_FORMAT);
