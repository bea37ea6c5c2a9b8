import { plainTextAsNoteHtml, type NoteFont } from "@lectern/core/notes/domain/noteHtmlRules";
import { initialNoteLink } from "@lectern/core/notes/domain/noteLinks";
import { clsx } from "clsx";
import { Delta, type Range } from "quill/core";
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from "react";
import { emitDebounced, NOTE_EMIT_DELAY_MS, type DebouncedEmitter } from "../emitDebounced";
import { editorTexts } from "../editorTexts";
import type { LoadedNoteEditorProps } from "../NoteEditor";
import type { PopoverPlace } from "./EditorPopover";
import { EditorToolbar, type ColourFormat, type InlineToggle } from "./EditorToolbar";
import { FormulaPopover } from "./FormulaPopover";
import { LinkCreatePopover, LinkEditPopover } from "./LinkPopover";
import { noteContentOf, sameNoteContent } from "./noteContentOf";
import { NoteLink, noteQuillOptions, Quill } from "./noteQuill";
import katexStylesheet from "katex/dist/katex.min.css?url";
import quillStylesheet from "quill/dist/quill.core.css?url";
import "../../kit/noteHtml/noteContent.css";
import editorStylesheet from "./QuillNoteEditor.css?url";

type Popup = { readonly range: Range; readonly place: PopoverPlace } & (
  | { readonly kind: "link-create"; readonly text: string; readonly link: string }
  | { readonly kind: "link-edit"; readonly href: string }
  | { readonly kind: "formula"; readonly tex: string; readonly existing: boolean }
);

/** In that order: the editor's rules override Quill's. (Unit tests get no URLs: nothing to link.) */
const STYLESHEETS = [
  { href: quillStylesheet, precedence: "note-editor" },
  { href: editorStylesheet, precedence: "note-editor" },
  { href: katexStylesheet, precedence: "katex" },
].filter(({ href }) => href !== "");

/** Formats that apply to whole lines: they work on a caret as well as on a selection. */
const LINE_FORMATS = new Set(["header", "list", "indent"]);

/** Popovers are 320 px wide at most; they stay inside the editor's frame. */
const POPOVER_WIDTH = 320;

/** Elements outside the editor's DOM that still belong to it (react-aria's select and swatch popovers). */
const OWN_LAYER = ".note-tool-popover";

/** Where a popover goes: under the range, kept inside the editor's frame. */
const placeUnder = (quill: Quill | null, mount: HTMLElement | null, range: Range): PopoverPlace => {
  const bounds = quill?.getBounds(range.index, range.length);
  const width = mount?.clientWidth ?? POPOVER_WIDTH;
  return {
    top: (bounds?.bottom ?? 0) + 8,
    left: Math.max(0, Math.min(bounds?.left ?? 0, width - POPOVER_WIDTH)),
  };
};

const sameColour = (current: unknown, value: string | false): boolean =>
  value === false
    ? current === undefined || current === null || current === false
    : typeof current === "string" && current.toLowerCase() === value.toLowerCase();

/**
 * Quill 2 mounted by hand in an uncontrolled wrapper (react-quill crashes on React 19). The Quill host
 * is created inside the effect and removed in its cleanup, so StrictMode's second mount leaves one
 * editor and one toolbar. Our own React toolbar and popovers drive it through Quill's API.
 */
export default function QuillNoteEditor(props: LoadedNoteEditorProps) {
  const { labelId, readOnly = false, loading = false, describedBy, accessibilityMode = false } = props;
  const hintId = useId();
  const resumeHintId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const emitterRef = useRef<DebouncedEmitter | null>(null);
  /** Read once, at mount: a different document is a different editor (NoteEditor keys it). */
  const mountProps = useRef(props);
  const onChangeRef = useRef(props.onChange);
  const onLeaveRef = useRef(props.onLeave);
  const onEscapeRef = useRef(props.onEscape);
  useLayoutEffect(() => {
    onChangeRef.current = props.onChange;
    onLeaveRef.current = props.onLeave;
    onEscapeRef.current = props.onEscape;
  });

  /** The last selection the editor had (kept while the toolbar or a popover has the focus). */
  const [selection, setSelectionState] = useState<Range | null>(null);
  const selectionRef = useRef<Range | null>(null);
  const [formats, setFormats] = useState<Record<string, unknown>>({});
  /** Where the link popover for the caret goes (computed with the selection, not while rendering). */
  const [caretPlace, setCaretPlace] = useState<PopoverPlace>({ top: 0, left: 0 });
  const [focusWithin, setFocusWithin] = useState(false);
  const [popup, setPopup] = useState<Popup | null>(null);
  /** Accessibility mode: the editor is disabled and tab-focusable until a click or Enter. */
  const [suspended, setSuspended] = useState(false);

  const editable = !readOnly && !loading && !suspended;

  useEffect(() => {
    const mount = mountRef.current;
    if (mount === null) return;
    const { initialContent, placeholder, inlineText } = mountProps.current;
    const host = document.createElement("div");
    mount.append(host);
    const quill = new Quill(host, noteQuillOptions({ placeholder, plainTextPaste: inlineText === true }));
    quill.root.classList.add("note-content");
    quill.root.setAttribute("role", "textbox");
    quill.root.setAttribute("aria-multiline", "true");
    quill.root.setAttribute("aria-labelledby", mountProps.current.labelId);

    // Quill's own load path (its constructor does the same): the stored format keeps every format.
    const html = initialContent.html !== "" ? initialContent.html : plainTextAsNoteHtml(initialContent.text);
    quill.setContents(quill.clipboard.convert({ html: `${html}<p><br></p>`, text: "\n" }), "silent");
    quill.history.clear();

    const emitter = emitDebounced({
      // The editor's own copy of the note: an unedited note never counts as changed.
      initial: noteContentOf(quill),
      read: () => noteContentOf(quill),
      emit: (content) => onChangeRef.current(content),
      delayMs: NOTE_EMIT_DELAY_MS,
      equals: sameNoteContent,
    });

    const remember = (range: Range | null) => {
      if (range === null) return;
      selectionRef.current = range;
      setSelectionState(range);
      setFormats(quill.getFormat(range));
      setCaretPlace(placeUnder(quill, mount, range));
    };
    const onEditorChange = (type: string, ...args: unknown[]) => {
      if (type === Quill.events.SELECTION_CHANGE) remember(args[0] as Range | null);
      else {
        remember(quill.selection.lastRange);
      }
    };
    const onTextChange = (_delta: unknown, _old: unknown, source: string) => {
      if (source === Quill.sources.USER) emitter.changed();
    };
    // A press in the text closes a popover; a press on a formula opens its popover.
    const onPointerDown = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || event.target.closest(".ql-formula") === null) setPopup(null);
    };
    const onClick = (event: MouseEvent) => {
      const node = event.target instanceof Element ? event.target.closest<HTMLElement>(".ql-formula") : null;
      if (node === null || !quill.isEnabled()) return;
      const blot = Quill.find(node);
      if (blot === null || blot instanceof Quill) return;
      const index = quill.getIndex(blot);
      const range = { index, length: 1 };
      const tex = node.getAttribute("data-value") ?? "";
      setPopup({ kind: "formula", range, place: placeUnder(quill, mount, range), tex, existing: true });
    };
    quill.on(Quill.events.EDITOR_CHANGE, onEditorChange);
    quill.on(Quill.events.TEXT_CHANGE, onTextChange);
    quill.root.addEventListener("mousedown", onPointerDown);
    quill.root.addEventListener("click", onClick);
    quillRef.current = quill;
    emitterRef.current = emitter;
    // A note's editor opened by its Edit button: the caret after its text, ready to type on.
    if (mountProps.current.autoFocus && quill.isEnabled())
      quill.setSelection(quill.getLength() - 1, 0, Quill.sources.API);

    return () => {
      // Unmount (or another document): what was typed since the last emit goes out now.
      emitter.dispose();
      quill.off(Quill.events.EDITOR_CHANGE, onEditorChange);
      quill.off(Quill.events.TEXT_CHANGE, onTextChange);
      quill.root.removeEventListener("mousedown", onPointerDown);
      quill.root.removeEventListener("click", onClick);
      quillRef.current = null;
      emitterRef.current = null;
      host.remove();
    };
  }, []);

  useEffect(() => {
    const quill = quillRef.current;
    if (quill === null) return;
    quill.enable(editable);
    const root = quill.root;
    const description = [hintId, describedBy].filter(Boolean).join(" ");
    root.setAttribute("aria-describedby", description);
    if (suspended) root.removeAttribute("role");
    else root.setAttribute("role", "textbox");
    // Suspended, the frame is the one stop in the Tab order: the links in the text are not stops of their own.
    for (const link of root.querySelectorAll("a[href]")) {
      if (suspended) link.setAttribute("tabindex", "-1");
      else link.removeAttribute("tabindex");
    }
    if (readOnly) root.setAttribute("aria-readonly", "true");
    else root.removeAttribute("aria-readonly");
    if (loading) root.setAttribute("aria-busy", "true");
    else root.removeAttribute("aria-busy");
  }, [editable, readOnly, loading, suspended, describedBy, hintId]);

  /** Focus back in the text, with the selection it had (Quill restores its saved range). */
  const backToEditor = () => {
    quillRef.current?.focus();
  };

  /**
   * The same once a react-aria picker has closed: its popover holds the focus while open and gives it
   * back to its trigger as it closes, so the text takes it after that.
   */
  const backToEditorAfterPicker = () => {
    setTimeout(backToEditor, 0);
  };

  const closePopup = () => {
    setPopup(null);
    backToEditor();
  };

  const apply = (name: string, value: unknown) => {
    const quill = quillRef.current;
    const range = selectionRef.current;
    if (quill === null || range === null) return;
    if (LINE_FORMATS.has(name)) quill.formatLine(range.index, range.length, name, value, Quill.sources.USER);
    else if (range.length > 0) quill.formatText(range.index, range.length, name, value, Quill.sources.USER);
    else {
      // A caret: the format waits at the caret for what is typed next, so the text needs the focus.
      quill.focus();
      quill.format(name, value, Quill.sources.USER);
    }
    setFormats(quill.getFormat(range));
  };

  const onToggle = (name: InlineToggle) => apply(name, formats[name] !== true);

  const onColour = (name: ColourFormat, value: string | false) => {
    // Spec 3 §5: picking the colour already there does nothing (no change, no undo step).
    if (!sameColour(formats[name], value)) apply(name, value);
    backToEditorAfterPicker();
  };

  const onFont = (font: NoteFont) => {
    // Mulish is the note's own font: choosing it takes any other font off.
    apply("font", font === "muli" ? false : font);
    backToEditorAfterPicker();
  };

  const onHeading = (level: number | false) => {
    apply("header", level);
    backToEditorAfterPicker();
  };

  const linkRangeAt = (index: number): Range | null => {
    const quill = quillRef.current;
    if (quill === null) return null;
    const [link, offset] = quill.scroll.descendant((blot: unknown) => blot instanceof NoteLink, index) as [
      NoteLink | null,
      number,
    ];
    return link === null ? null : { index: index - offset, length: link.length() };
  };

  const linkHref = typeof formats["link"] === "string" ? formats["link"] : null;

  const openLinkEdit = (range: Range) => {
    const linkRange = linkRangeAt(range.index) ?? range;
    const place = placeUnder(quillRef.current, mountRef.current, linkRange);
    if (linkHref !== null) setPopup({ kind: "link-edit", range: linkRange, place, href: linkHref });
  };

  const onLink = () => {
    const quill = quillRef.current;
    const range = selectionRef.current;
    if (quill === null || range === null) return;
    if (linkHref !== null) openLinkEdit(range);
    else if (range.length > 0) {
      const text = quill.getText(range.index, range.length);
      const place = placeUnder(quill, mountRef.current, range);
      setPopup({ kind: "link-create", range, place, text, link: initialNoteLink(text) });
    }
  };

  const onFormula = () => {
    const quill = quillRef.current;
    const range = selectionRef.current;
    if (quill === null || range === null) return;
    const [op] = quill.getContents(range.index, range.length).ops;
    const selected = typeof op?.insert === "object" ? op.insert["formula"] : undefined;
    const place = placeUnder(quill, mountRef.current, range);
    if (range.length === 1 && typeof selected === "string")
      setPopup({ kind: "formula", range, place, tex: selected, existing: true });
    else
      setPopup({
        kind: "formula",
        range,
        place,
        tex: quill.getText(range.index, range.length).trim(),
        existing: false,
      });
  };

  const saveLink = (range: Range, href: string) => {
    const quill = quillRef.current;
    quill?.formatText(range.index, range.length, "link", href, Quill.sources.USER);
    setPopup(null);
    quill?.setSelection(range.index + range.length, 0, Quill.sources.API);
  };

  const removeLink = (range: Range) => {
    const quill = quillRef.current;
    quill?.formatText(range.index, range.length, "link", false, Quill.sources.USER);
    setPopup(null);
    quill?.setSelection(range.index + range.length, 0, Quill.sources.API);
  };

  const saveFormula = (range: Range, tex: string) => {
    const quill = quillRef.current;
    // One change, so one undo step: the selection (or the old formula) out, the formula in.
    quill?.updateContents(
      new Delta().retain(range.index).delete(range.length).insert({ formula: tex }),
      Quill.sources.USER,
    );
    setPopup(null);
    quill?.setSelection(range.index + 1, 0, Quill.sources.API);
  };

  const deleteFormula = (range: Range) => {
    const quill = quillRef.current;
    quill?.deleteText(range.index, range.length, Quill.sources.USER);
    setPopup(null);
    quill?.setSelection(range.index, 0, Quill.sources.API);
  };

  const resume = (focus: boolean) => {
    setSuspended(false);
    quillRef.current?.enable(true);
    if (focus) quillRef.current?.focus();
  };

  const onFocus = () => setFocusWithin(true);
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    if (next !== null && (event.currentTarget.contains(next) || next.closest(OWN_LAYER) !== null)) return;
    // Focus left the editor, its toolbar and its popovers.
    setFocusWithin(false);
    setPopup(null);
    emitterRef.current?.flush();
    onLeaveRef.current?.();
    if (accessibilityMode && !readOnly) {
      quillRef.current?.disable();
      setSuspended(true);
    }
  };

  const toolbarShown = editable && selection !== null && (focusWithin || popup !== null);
  const previewShown =
    editable && focusWithin && popup === null && linkHref !== null && selection !== null && selection.length === 0;
  const canLink = linkHref !== null || (selection !== null && selection.length > 0);

  const onKeyDown = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key === "Escape" && event.target instanceof Element && event.target.closest(".note-popover") !== null) {
      // Escape in a popover: closed, and the text has the focus with its selection again.
      event.preventDefault();
      closePopup();
      return;
    }
    if (event.key === "Escape" && previewShown) {
      event.preventDefault();
      setFormats((current) => ({ ...current, link: undefined }));
      return;
    }
    if (event.key === "Escape" && event.target instanceof Node && toolbarRef.current?.contains(event.target)) {
      event.preventDefault();
      backToEditor();
      return;
    }
    if (event.key === "Escape" && event.target instanceof Node && quillRef.current?.root.contains(event.target)) {
      // Nothing of the editor's own to close: the note's surface closes the editor (what waits is emitted).
      if (onEscapeRef.current === undefined) return;
      event.preventDefault();
      emitterRef.current?.flush();
      onEscapeRef.current();
      return;
    }
    if (event.altKey && event.key === "F10" && editable) {
      event.preventDefault();
      toolbarRef.current?.querySelector<HTMLElement>("button")?.focus();
    }
  });

  useEffect(() => {
    const body = bodyRef.current;
    const listener = (event: globalThis.KeyboardEvent) => onKeyDown(event);
    body?.addEventListener("keydown", listener);
    return () => body?.removeEventListener("keydown", listener);
  }, []);

  return (
    <div
      className={clsx("note-editor__body", toolbarShown && "note-editor__body--formatting")}
      onFocus={onFocus}
      onBlur={onBlur}
      ref={bodyRef}
    >
      {/*
       * The app's CSS is one file (vite.config.ts): Quill's, KaTeX's and this editor's stylesheets load
       * with this chunk instead, hoisted into <head> once by React however many editors are shown.
       */}
      {STYLESHEETS.map(({ href, precedence }) => (
        <link key={href} rel="stylesheet" href={href} precedence={precedence} />
      ))}
      {toolbarShown && (
        <EditorToolbar
          toolbarRef={toolbarRef}
          formats={formats}
          canLink={canLink}
          onToggle={onToggle}
          onColour={onColour}
          onFont={onFont}
          onHeading={onHeading}
          onList={(list) => apply("list", formats["list"] === list ? false : list)}
          onIndent={(step) => apply("indent", step)}
          onLink={onLink}
          onFormula={onFormula}
        />
      )}
      <div
        className={clsx(
          "note-editor__frame",
          readOnly && "note-editor__frame--read-only",
          loading && "note-editor__frame--loading-content",
          suspended && "note-editor__frame--suspended",
        )}
        {...(suspended
          ? {
              tabIndex: 0,
              role: "textbox",
              "aria-multiline": true,
              "aria-readonly": true,
              "aria-labelledby": labelId,
              "aria-describedby": [resumeHintId, describedBy].filter(Boolean).join(" "),
              onMouseDown: () => resume(false),
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  resume(true);
                }
              },
            }
          : {})}
      >
        <div ref={mountRef} className="note-editor__mount" />
        {popup?.kind === "link-create" && (
          <LinkCreatePopover
            place={popup.place}
            text={popup.text}
            initialLink={popup.link}
            onSave={(href) => saveLink(popup.range, href)}
            onCancel={closePopup}
          />
        )}
        {popup?.kind === "link-edit" && (
          <LinkEditPopover
            place={popup.place}
            href={popup.href}
            takesFocus
            onRemove={() => removeLink(popup.range)}
            onCancel={closePopup}
            onEdit={() =>
              setPopup({
                kind: "link-create",
                range: popup.range,
                place: popup.place,
                text: quillRef.current?.getText(popup.range.index, popup.range.length) ?? "",
                link: popup.href,
              })
            }
          />
        )}
        {previewShown && (
          <LinkEditPopover
            place={caretPlace}
            href={linkHref}
            takesFocus={false}
            onRemove={() => {
              const range = linkRangeAt(selection.index);
              if (range !== null) removeLink(range);
            }}
            onCancel={() => setFormats((current) => ({ ...current, link: undefined }))}
            onEdit={() => {
              const range = linkRangeAt(selection.index);
              if (range !== null)
                setPopup({
                  kind: "link-create",
                  range,
                  place: caretPlace,
                  text: quillRef.current?.getText(range.index, range.length) ?? "",
                  link: linkHref,
                });
            }}
          />
        )}
        {popup?.kind === "formula" && (
          <FormulaPopover
            place={popup.place}
            initialTex={popup.tex}
            canDelete={popup.existing}
            onSave={(tex) => saveFormula(popup.range, tex)}
            onDelete={() => deleteFormula(popup.range)}
            onCancel={closePopup}
          />
        )}
      </div>
      <span id={hintId} className="kit-visually-hidden">
        {editorTexts.shortcutHint}
      </span>
      <span id={resumeHintId} className="kit-visually-hidden">
        {editorTexts.resumeHint}
      </span>
    </div>
  );
}
