/**
 * jsdom has no `CSS` global, and react-aria's overlays (Modal, Popover) call CSS.escape when they
 * open (to look up a CSP nonce meta tag). Backslash-escaping every non-identifier character is
 * enough for those selectors. Call this at the top of tests that open overlays.
 */
export function installCssEscape(): void {
  if (typeof globalThis.CSS?.escape === "function") return;
  const escape = (value: string) => String(value).replace(/[^a-zA-Z0-9_\u00a0-\uffff-]/g, (ch) => `\\${ch}`);
  Object.defineProperty(globalThis, "CSS", { value: { escape, supports: () => false }, configurable: true });
}
