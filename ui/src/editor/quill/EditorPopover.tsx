import { useId, type CSSProperties, type ReactNode } from "react";

export interface PopoverPlace {
  readonly top: number;
  readonly left: number;
}

/**
 * A small dialog under the selection (link and formula popovers): labelled by its title, Escape closes
 * it (the editor puts the focus back in the text with the selection restored). It is not modal: the
 * text stays readable and a click in it closes the popover.
 */
export function EditorPopover({
  title,
  place,
  children,
  hideTitle = false,
}: {
  title: string;
  place: PopoverPlace;
  children: ReactNode;
  hideTitle?: boolean;
}) {
  const titleId = useId();
  const style: CSSProperties = { top: place.top, left: place.left };
  return (
    // A non-modal <dialog>; the editor takes Escape (it owns where the focus goes next).
    <dialog
      open
      aria-labelledby={titleId}
      className="note-popover"
      style={style}
      // Focusable, so a click on its padding keeps the focus in the editor's popover.
      tabIndex={-1}
    >
      <h2 id={titleId} className={hideTitle ? "kit-visually-hidden" : "note-popover__title"}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
