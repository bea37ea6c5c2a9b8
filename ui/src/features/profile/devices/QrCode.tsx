import { useLayoutEffect, useRef } from "react";
import { parseSafeSvg } from "./safeSvg";

export interface QrCodeProps {
  /** The SVG text of GET devices/qr. */
  readonly svg: string;
  /** The image's accessible name when the SVG carries no title. */
  readonly label: string;
}

/**
 * The server's QR code drawn inline: its SVG text parsed as XML and cleaned (parseSafeSvg), then
 * placed in the page, so its title names it and its data-pairing-address can be read.
 */
export function QrCode({ svg, label }: QrCodeProps) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const drawing = parseSafeSvg(svg);
    if (drawing) {
      drawing.setAttribute("role", "img");
      if (!drawing.querySelector("title")) drawing.setAttribute("aria-label", label);
      drawing.setAttribute("focusable", "false");
      element.replaceChildren(drawing);
    } else {
      element.replaceChildren();
    }
  }, [svg, label]);
  return <div ref={host} className="qr-code" />;
}
