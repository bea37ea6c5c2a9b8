/**
 * The moment `?t=` asks the record page to open at (contract 9): whole or fractional seconds from
 * the session's start. Anything that is not a finite number ≥ 0 is ignored (null).
 */
export const startTimeFrom = (value: string | null): number | null => {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? seconds : null;
};
