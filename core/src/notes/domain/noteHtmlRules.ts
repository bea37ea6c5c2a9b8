/**
 * What a note's rich text may hold (spec 3 §2 toolbar, §3 "Editor format data", §9 editor constants):
 * one list shared by the editor (what it emits), the server (what it stores after sanitising) and every
 * renderer of a note (what it shows). Anything else is dropped.
 */

/** Spec 3 §9: the 7 text colours and the 8 highlight colours, in toolbar order. */
export const NOTE_TEXT_COLOURS = ["#2C2D3F", "#6D6D78", "#1F4395", "#5546BC", "#227981", "#CD6D1D", "#D1414C"] as const;
export const NOTE_HIGHLIGHT_COLOURS = [
  "#FFF5DB",
  "#FFEBDB",
  "#FFF0F0",
  "#E4EEFE",
  "#F1F6FF",
  "#E7F9FA",
  "#E8EAEE",
  "#F4F5F7",
] as const;

/** Spec 3 §9: the 9 fonts, Quill class names `ql-font-<name>`. */
export const NOTE_FONTS = [
  "muli",
  "arial",
  "impact",
  "comic",
  "courier",
  "georgia",
  "terminal",
  "times",
  "verdana",
] as const;
export type NoteFont = (typeof NOTE_FONTS)[number];

/** Spec 3 §9: h1 to h5, and Plain Text (no heading). */
export const NOTE_HEADING_LEVELS = [1, 2, 3, 4, 5] as const;

/** Quill's indent format: ql-indent-1 … ql-indent-8. */
export const NOTE_MAX_INDENT = 8;

/** The tags a stored note may contain (the editor's format set plus the paste whitelist's b and i). */
export const NOTE_HTML_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "span",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "ol",
  "ul",
  "li",
] as const;

/** The attributes a stored note may contain; each is further checked by `isAllowedNoteAttribute`. */
export const NOTE_HTML_ATTRIBUTES = ["href", "class", "style", "data-value", "data-list"] as const;

/** Spec 3 §5: the paste whitelist. Pasted HTML keeps these tags and, on a, its href; nothing else. */
export const NOTE_PASTE_TAGS = ["a", "b", "strong", "u", "s", "i", "p", "br", "ul", "ol", "li"] as const;

/** The class of the formula blot: `<span class="ql-formula" data-value="TeX">TeX</span>`. */
export const NOTE_FORMULA_CLASS = "ql-formula";

const CLASS_TOKEN = new RegExp(
  `^(?:ql-font-(?:${NOTE_FONTS.join("|")})|ql-indent-[1-${NOTE_MAX_INDENT}]|${NOTE_FORMULA_CLASS})$`,
);

/** Only http(s) and mailto links are kept (issue 22). */
export const isAllowedNoteHref = (href: string): boolean => /^(?:https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(href.trim());

/** The class tokens a note keeps: fonts, indents and the formula marker. */
export const allowedNoteClasses = (value: string): string[] =>
  value.split(/\s+/).filter((token) => CLASS_TOKEN.test(token));

const COLOUR_VALUE =
  /^(?:#[0-9a-f]{3}|#[0-9a-f]{6}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\))$/i;

/**
 * The style a note keeps: `color` and `background-color` with a plain colour value, nothing else (no
 * url(), no expression, no positioning). Returns the cleaned declaration list, "" when nothing is left.
 */
export const allowedNoteStyle = (style: string): string =>
  style
    .split(";")
    .map((declaration) => declaration.split(":"))
    .flatMap(([property, ...rest]) => {
      const name = property?.trim().toLowerCase() ?? "";
      const value = rest.join(":").trim();
      return (name === "color" || name === "background-color") && COLOUR_VALUE.test(value) ? [`${name}: ${value}`] : [];
    })
    .join("; ");

/** Whether an attribute may stay on a tag (the value is cleaned by the functions above where needed). */
export const isAllowedNoteAttribute = (tag: string, attribute: string, value: string): boolean => {
  switch (attribute) {
    case "href":
      return tag === "a" && isAllowedNoteHref(value);
    case "class":
      return allowedNoteClasses(value).length > 0;
    case "style":
      return allowedNoteStyle(value) !== "";
    case "data-value":
      return tag === "span";
    case "data-list":
      return tag === "li" && (value === "bullet" || value === "ordered");
    default:
      return false;
  }
};

/** A note's content as the editor emits it and the server stores it: sanitised HTML and its plain text. */
export interface NoteContent {
  readonly html: string;
  /** The plain text (each formula as its TeX): what search, the tutor and study material read. */
  readonly text: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? "");

/** An old plain-text note opens as paragraphs: one per line, empty lines kept as empty paragraphs. */
export const plainTextAsNoteHtml = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => (line === "" ? "<p><br></p>" : `<p>${escapeHtml(line)}</p>`))
    .join("");
