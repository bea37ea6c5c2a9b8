import { NOTE_FORMULA_CLASS } from "@lectern/core/notes/domain/noteHtmlRules";

const ELEMENT = 1;
const TEXT = 3;

/** The tags that end a line of the plain text. */
const BLOCKS = new Set(["P", "H1", "H2", "H3", "H4", "H5", "LI"]);
/** Tags that hold blocks: the whitespace between their blocks is the markup's layout, not text. */
const BLOCK_HOLDERS = new Set(["OL", "UL"]);

const isFormula = (element: Element): boolean =>
  element.tagName === "SPAN" && element.classList.contains(NOTE_FORMULA_CLASS);

/**
 * The plain text of a sanitised note (issue 22: what search, the tutor and study material read): one
 * line per paragraph, heading and list item, a line break per `<br>` (except one closing a block, as
 * the editor writes an empty paragraph as `<p><br></p>`), each formula as its TeX, no-break spaces
 * as spaces, trailing whitespace trimmed. Walked without recursion: a note may nest deep.
 */
export const noteHtmlText = (root: Node): string => {
  const lines: string[] = [];
  // The line being written; null when the last one has ended.
  let line: string | null = null;
  const endLine = () => {
    lines.push(line ?? "");
    line = null;
  };
  type Step = { readonly node: Node; readonly linesBefore?: number };
  const stack: Step[] = [];
  const pushChildren = (parent: Node) => {
    for (let child = parent.lastChild; child !== null; child = child.previousSibling) stack.push({ node: child });
  };
  pushChildren(root);
  while (stack.length) {
    const step = stack.pop()!;
    const { node } = step;
    if (step.linesBefore !== undefined) {
      // A block's end: its line ends, unless a closing <br> ended it; an empty block is an empty line.
      if (line !== null || lines.length === step.linesBefore) endLine();
      continue;
    }
    if (node.nodeType === TEXT) {
      const data = (node as Text).data;
      const parent = node.parentNode;
      const holdsBlocks =
        parent === root || (parent?.nodeType === ELEMENT && BLOCK_HOLDERS.has((parent as Element).tagName));
      if (line === null && holdsBlocks && data.trim() === "") continue;
      line = (line ?? "") + data;
      continue;
    }
    if (node.nodeType !== ELEMENT) continue;
    const element = node as Element;
    if (element.tagName === "BR") {
      endLine();
      continue;
    }
    if (isFormula(element)) {
      line = (line ?? "") + (element.getAttribute("data-value") ?? "");
      continue;
    }
    if (BLOCKS.has(element.tagName)) {
      if (line !== null) endLine();
      stack.push({ node, linesBefore: lines.length });
    }
    pushChildren(element);
  }
  if (line !== null) endLine();
  return lines
    .join("\n")
    .replace(/\u00a0/g, " ")
    .trimEnd();
};
