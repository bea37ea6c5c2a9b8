/** Spec 2 §9: a file counts as oversize at 3,221,225,472 bytes (3 GiB) or more. */
export const MAX_ATTACHMENT_BYTES = 3_221_225_472;

export const isOversize = (bytes: number): boolean => bytes >= MAX_ATTACHMENT_BYTES;

/** Spec 2 §9, spec 3 §9: sizes are shown in these binary units. */
export const FILE_SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB"] as const;

/**
 * A byte count for people: binary steps of 1024, at most `decimals` decimals with trailing zeros
 * dropped ("1.5 KB", "3 GB"). Steps are found by division, not logarithms, whose rounding would
 * put an exact 1024^n one unit too low.
 */
export const formatFileSize = (bytes: number, decimals = 2): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number(value.toFixed(Math.max(0, decimals)));
  // 1023.999 KB rounds to 1024 KB: say 1 MB instead.
  if (rounded >= 1024 && unit < FILE_SIZE_UNITS.length - 1) return `1 ${FILE_SIZE_UNITS[unit + 1]}`;
  return `${rounded} ${FILE_SIZE_UNITS[unit]}`;
};
