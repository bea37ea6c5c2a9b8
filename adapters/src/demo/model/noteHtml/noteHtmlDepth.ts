import { NOTE_HTML_TAGS } from "@lectern/core/notes/domain/noteHtmlRules";

/**
 * Tags the parser builds as written when they are well nested: the note's own and a few harmless
 * others. Anything else (tables, templates, raw text such as script, svg or math) it may rebuild.
 */
const PLAIN = new Set<string>([...NOTE_HTML_TAGS, "div", "h6", "blockquote", "pre", "code", "sub", "sup"]);
/** Elements without content: they open nothing. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

const isSpace = (character: string | undefined): boolean =>
  character === " " || character === "\n" || character === "\t" || character === "\f" || character === "\r";
const isLetter = (character: string | undefined): boolean => character !== undefined && /[a-z]/i.test(character);

interface Tag {
  readonly name: string;
  /** Where the text after the tag starts. */
  readonly end: number;
}

/** The tag whose name starts at `from` (its attributes read as the HTML tokenizer reads them); null at the end of the text. */
const readTag = (html: string, from: number): Tag | null => {
  let at = from;
  while (at < html.length && !isSpace(html[at]) && html[at] !== "/" && html[at] !== ">") at += 1;
  const name = html.slice(from, at).toLowerCase();
  while (at < html.length) {
    const character = html[at]!;
    if (character === ">") return { name, end: at + 1 };
    if (isSpace(character) || character === "/") {
      at += 1;
      continue;
    }
    // An attribute: its name, then perhaps `=` and a value.
    at += 1;
    while (at < html.length && !isSpace(html[at]) && !["/", ">", "="].includes(html[at]!)) at += 1;
    while (isSpace(html[at])) at += 1;
    if (html[at] !== "=") continue;
    at += 1;
    while (isSpace(html[at])) at += 1;
    const quote = html[at];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, at + 1);
      if (close < 0) return null;
      at = close + 1;
    } else {
      while (at < html.length && !isSpace(html[at]) && html[at] !== ">") at += 1;
    }
  }
  return null;
};

/**
 * How deep the elements of a note's HTML may nest once parsed, at most (issue 22): parsing (jsdom's
 * above all) slows with the square of the depth, so the server refuses a deep one before it parses.
 * Well-nested HTML of plain tags (what the editor writes) is measured as written; anything else is
 * bounded by its count of tags, twice over (a table's cell implies its row and body).
 */
export const noteHtmlDepth = (html: string): number => {
  const open: string[] = [];
  let deepest = 0;
  let at = 0;
  for (let lt = html.indexOf("<"); lt >= 0; lt = html.indexOf("<", at)) {
    const next = html[lt + 1];
    const closing = next === "/";
    if (!isLetter(closing ? html[lt + 2] : next)) {
      // A comment, a doctype, a bogus tag: the parser's rules for those are not followed here.
      if (closing || next === "!" || next === "?") return bound(html);
      at = lt + 1;
      continue;
    }
    const tag = readTag(html, lt + (closing ? 2 : 1));
    if (tag === null) break;
    at = tag.end;
    if (closing) {
      if (open.at(-1) !== tag.name) return bound(html);
      open.pop();
    } else if (!VOID.has(tag.name)) {
      if (!PLAIN.has(tag.name)) return bound(html);
      open.push(tag.name);
      deepest = Math.max(deepest, open.length);
    }
  }
  return deepest;
};

const bound = (html: string): number => 2 * (html.match(/<[a-z]/gi)?.length ?? 0);
