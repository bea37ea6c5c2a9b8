import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import { RotateCw } from "lucide-react";
import { Component, lazy, Suspense, useId, useState, type ReactNode } from "react";
import { Button } from "../kit/Button";
import { Skeleton } from "../kit/Skeleton";
import { editorTexts } from "./editorTexts";
import "./NoteEditor.css";

/** The one rich-text editor for every note (issue 22); Quill stays behind this interface. */
export interface NoteEditorProps {
  /** Visible label, rendered by the editor and tied to it with aria-labelledby. */
  readonly label: string;
  /** The note the editor opens with; read at mount only (change `documentKey` to open another). */
  readonly initialContent: NoteContent;
  /** Which note this is: a different key remounts the editor with its `initialContent`. */
  readonly documentKey: string;
  readonly placeholder?: string;
  /** Locked or read-only: the text can be read and selected, not changed; no toolbar. */
  readonly readOnly?: boolean;
  /** Spec 3 §4: while the note loads, editing is disabled. */
  readonly loading?: boolean;
  /** Id of an element describing the editor (added to its own shortcut hint). */
  readonly describedBy?: string;
  /**
   * The edited note, 500 ms after the last edit (spec 3 §4), only when it differs from the last one
   * emitted (or the initial one); flushed at once on blur and on unmount, so nothing typed is lost.
   */
  readonly onChange: (content: NoteContent) => void;
  /** Takes the focus when it opens, the caret after the text (a note's editor opened by Edit). */
  readonly autoFocus?: boolean;
  /** Escape in the text with no popover or toolbar of the editor's own to close (after emitting). */
  readonly onEscape?: () => void;
  /** Focus left the editor, its toolbar and its popovers (after what was typed is emitted). */
  readonly onLeave?: () => void;
  /** Spec 3 §4: when focus leaves, the editor is disabled and tab-focusable; click or Enter resumes it. */
  readonly accessibilityMode?: boolean;
  /** Inline-text mode (spec 3 §5): a paste brings its plain text only. */
  readonly inlineText?: boolean;
}

/** What the lazily loaded editor gets on top of the public props. */
export interface LoadedNoteEditorProps extends NoteEditorProps {
  readonly labelId: string;
}

let loading: Promise<{ default: (props: LoadedNoteEditorProps) => ReactNode }> | null = null;

/** The Quill chunk (Quill, KaTeX, their CSS), fetched once; a failed fetch is forgotten so Try again refetches. */
export const loadNoteEditor = () =>
  (loading ??= import("./quill/QuillNoteEditor").catch((error: unknown) => {
    loading = null;
    throw error;
  }));

/**
 * One lazy component for every editor on the page, so the second editor renders at once; a new one
 * after a failed load (React.lazy remembers a rejected import for good).
 */
let LoadedEditor = lazy(loadNoteEditor);
const reloadEditor = () => {
  LoadedEditor = lazy(loadNoteEditor);
};

/**
 * A note's rich-text editor. Quill and KaTeX load on first use (ARCHITECTURE rule 12); meanwhile a
 * skeleton of the editor's size shows under the label, and a chunk that cannot be fetched shows
 * '{module} has not loaded.' with Try again (spec 3 §2 async loader).
 */
export function NoteEditor(props: NoteEditorProps) {
  const labelId = useId();
  const [attempt, setAttempt] = useState(0);
  return (
    <div className="note-editor">
      <div id={labelId} className="note-editor__label">
        {props.label}
      </div>
      <EditorLoadBoundary
        key={attempt}
        onRetry={() => {
          reloadEditor();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<NoteEditorSkeleton />}>
          <LoadedEditor key={props.documentKey} {...props} labelId={labelId} />
        </Suspense>
      </EditorLoadBoundary>
    </div>
  );
}

/** The editor's frame while Quill loads: same size, a few text lines, announced once. */
function NoteEditorSkeleton() {
  return (
    <div className="note-editor__frame note-editor__frame--loading" aria-busy="true">
      <output className="kit-visually-hidden">{editorTexts.loading}</output>
      <Skeleton width="72%" height={14} />
      <Skeleton width="88%" height={14} />
      <Skeleton width="46%" height={14} />
    </div>
  );
}

class EditorLoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="note-editor__frame note-editor__frame--failed" role="alert">
        <span>{editorTexts.notLoaded}</span>
        <Button variant="secondary" size="sm" onPress={this.props.onRetry}>
          <RotateCw size={14} aria-hidden="true" />
          {editorTexts.retry}
        </Button>
      </div>
    );
  }
}
