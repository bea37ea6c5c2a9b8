/** Characters that no file system accepts in a name (Windows' list, which covers the others). */
const UNSAFE = /[\\/:*?"<>|]+/g;
/** Control characters (below U+0020) are unsafe too; spelled as code points, not in a regex. */
const withoutControls = (name: string) =>
  Array.from(name, (symbol) => ((symbol.codePointAt(0) ?? 0) < 0x20 ? " " : symbol)).join("");

/**
 * The file an export downloads as, named after the session ("Cell biology, lecture 3.srt"). Unsafe
 * characters become "-"; a name with nothing left is "transcript". Long names are cut at 120
 * characters so the extension survives every file system's limit.
 */
export const transcriptFileName = (sessionName: string, extension: "txt" | "srt" | "vtt"): string => {
  const base = withoutControls(sessionName)
    .replace(UNSAFE, "-")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 120)
    .trim();
  return `${base === "" ? "transcript" : base}.${extension}`;
};
