/** What a QR code drawing is made of; anything else in the server's SVG is dropped. */
const ELEMENTS = new Set(["svg", "g", "path", "rect", "title", "desc"]);
const ATTRIBUTES = new Set([
  "xmlns",
  "viewbox",
  "width",
  "height",
  "fill",
  "stroke",
  "stroke-width",
  "d",
  "x",
  "y",
  "shape-rendering",
  "role",
  "aria-label",
  "data-pairing-address",
]);

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

/**
 * Parses SVG text into an element for this document, keeping only plain drawing elements and
 * attributes: no scripts, event handlers, links or foreign content, whatever the text holds. Null
 * when the text is not a well-formed SVG document. (Never innerHTML: the text is parsed as XML.)
 */
export const parseSafeSvg = (text: string, into: Document = document): SVGSVGElement | null => {
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = parsed.documentElement;
  if (root.nodeName !== "svg" || root.namespaceURI !== SVG_NAMESPACE || parsed.querySelector("parsererror")) {
    return null;
  }
  const clean = (element: Element): void => {
    for (const child of [...element.children]) {
      if (child.namespaceURI !== SVG_NAMESPACE || !ELEMENTS.has(child.localName)) child.remove();
      else clean(child);
    }
    for (const attribute of [...element.attributes]) {
      if (!ATTRIBUTES.has(attribute.name.toLowerCase())) element.removeAttribute(attribute.name);
    }
  };
  clean(root);
  return into.importNode(root, true) as unknown as SVGSVGElement;
};
