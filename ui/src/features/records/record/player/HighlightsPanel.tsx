/**
 * HighlightsPanel — the recording's highlights as clips (issue 11, spec 3 §3).
 *
 * Props (HighlightsPanelProps):
 * - highlights: HighlightClip[] (core/records/playback/HighlightClip), times in seconds from the
 *   recording's start; the record page maps its pois to them.
 * - onPlay(clip): Play highlight — the page plays only its span (PlaybackController.playClip).
 * - onRename(clip, name): the trimmed new name from the inline editor; a returned promise keeps the
 *   editor open until it settles (its error is shown in the editor).
 * - onRemove(clip): after the user confirmed in the dialog; a returned promise keeps the dialog busy.
 * - playingId: the highlight whose clip is playing now, marked in the list.
 * - readOnly: hides rename and remove (shared records).
 * - tagActions(clip): optional slot after the tag chips (the page's attach/detach control).
 * - rowActions(clip): optional slot after the row's own actions (the owner's Share highlight).
 * - headingLevel: the panel heading's level. @default 2
 *
 * Each row shows the type icon with its name in text, the name ('{time} - highlighting' when it has
 * none), the start time, the duration ('recording' when empty) and the tags as chips.
 */
import {
  HIGHLIGHT_CLIP_TEXTS,
  type HighlightClip,
  type HighlightClipType,
  highlightClipDuration,
  highlightClipName,
} from "@lectern/core/records/playback/HighlightClip";
import { formatPlaybackTime } from "@lectern/core/records/playback/playbackTime";
import { clsx } from "clsx";
import { Flag, History, type LucideIcon, Pencil, Play, Sparkles, Timer, Trash2 } from "lucide-react";
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../../../../kit/ConfirmDialog";
import { EmptyState } from "../../../../kit/EmptyState";
import { InlineTextEditor } from "../../../../kit/InlineTextEditor";
import { HIGHLIGHTS_TEXTS } from "./playerTexts";
import "./HighlightsPanel.css";

export interface HighlightsPanelProps {
  highlights: readonly HighlightClip[];
  onPlay: (clip: HighlightClip) => void;
  onRename: (clip: HighlightClip, name: string) => void | Promise<void>;
  onRemove: (clip: HighlightClip) => void | Promise<void>;
  playingId?: string | null;
  readOnly?: boolean;
  tagActions?: (clip: HighlightClip) => ReactNode;
  /** Optional slot at the end of each row's actions (the owner's Share highlight). */
  rowActions?: (clip: HighlightClip) => ReactNode;
  headingLevel?: 2 | 3;
}

const TYPE_ICONS: Readonly<Record<HighlightClipType, LucideIcon>> = {
  backtrack: History,
  stopwatch: Timer,
  poi: Flag,
  auto: Sparkles,
};

export function HighlightsPanel({
  highlights,
  onPlay,
  onRename,
  onRemove,
  playingId = null,
  readOnly = false,
  tagActions,
  rowActions,
  headingLevel = 2,
}: HighlightsPanelProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<HighlightClip | null>(null);
  const [removePending, setRemovePending] = useState(false);

  const confirmRemove = () => {
    if (removing === null) return;
    const clip = removing;
    const done = () => {
      setRemovePending(false);
      setRemoving(null);
      // The row is gone: the panel's heading keeps the keyboard user's place.
      headingRef.current?.focus();
    };
    const result = onRemove(clip);
    if (result instanceof Promise) {
      setRemovePending(true);
      result.then(done, () => {
        setRemovePending(false);
        setRemoving(null);
      });
    } else done();
  };

  return (
    <section className="record-highlights" aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="record-highlights__heading">
        {HIGHLIGHTS_TEXTS.heading}
        {highlights.length > 0 && <span className="record-highlights__count"> ({highlights.length})</span>}
      </Heading>
      {highlights.length === 0 ? (
        <EmptyState icon={<Flag size={28} />} title={HIGHLIGHTS_TEXTS.empty} headingLevel={3}>
          {HIGHLIGHTS_TEXTS.emptyHint}
        </EmptyState>
      ) : (
        <ul className="record-highlights__list">
          {highlights.map((clip) => (
            <HighlightRow
              key={clip.id}
              clip={clip}
              playing={clip.id === playingId}
              editing={clip.id === editingId}
              readOnly={readOnly}
              onPlay={() => onPlay(clip)}
              onEdit={() => setEditingId(clip.id)}
              onEditEnd={() => setEditingId(null)}
              onRename={(name) => onRename(clip, name)}
              onRemove={() => setRemoving(clip)}
              tagActions={tagActions?.(clip)}
              rowActions={rowActions?.(clip)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={HIGHLIGHTS_TEXTS.confirmTitle}
        message={removing === null ? "" : HIGHLIGHTS_TEXTS.confirmMessage(highlightClipName(removing))}
        confirmLabel={HIGHLIGHTS_TEXTS.confirmButton}
        confirmVariant="danger"
        isPending={removePending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

interface HighlightRowProps {
  clip: HighlightClip;
  playing: boolean;
  editing: boolean;
  readOnly: boolean;
  onPlay: () => void;
  onEdit: () => void;
  onEditEnd: () => void;
  onRename: (name: string) => void | Promise<void>;
  onRemove: () => void;
  tagActions: ReactNode;
  rowActions: ReactNode;
}

function HighlightRow({
  clip,
  playing,
  editing,
  readOnly,
  onPlay,
  onEdit,
  onEditEnd,
  onRename,
  onRemove,
  tagActions,
  rowActions,
}: HighlightRowProps) {
  const Icon = TYPE_ICONS[clip.type];
  const name = highlightClipName(clip);
  const renameRef = useRef<HTMLButtonElement | null>(null);
  // Back on the rename button once the editor closes, so the keyboard user stays on this row: closing
  // names the target, and the commit that renders the button again moves focus (not a timer).
  const returnFocus = useRef(false);
  useLayoutEffect(() => {
    if (!returnFocus.current || renameRef.current === null) return;
    returnFocus.current = false;
    renameRef.current.focus();
  });

  const endEdit = () => {
    returnFocus.current = true;
    onEditEnd();
  };

  const rename = (value: string) => {
    const result = onRename(value);
    if (result instanceof Promise) return result.then(endEdit);
    endEdit();
    return undefined;
  };

  return (
    <li className={clsx("record-highlight", playing && "is-playing")} aria-current={playing || undefined}>
      <span className={clsx("record-highlight__type", `is-${clip.type}`)}>
        <Icon size={16} aria-hidden="true" />
        <span>{HIGHLIGHT_CLIP_TEXTS.types[clip.type]}</span>
      </span>
      <div className="record-highlight__body">
        {editing ? (
          <InlineTextEditor
            label={HIGHLIGHTS_TEXTS.nameLabel}
            defaultValue={clip.name ?? ""}
            onSubmit={rename}
            onCancel={endEdit}
          />
        ) : (
          <p className="record-highlight__name">{name}</p>
        )}
        <dl className="record-highlight__facts">
          <div>
            <dt>{HIGHLIGHTS_TEXTS.startsAt}</dt>
            <dd>{formatPlaybackTime(clip.start)}</dd>
          </div>
          <div>
            <dt>{HIGHLIGHTS_TEXTS.duration}</dt>
            <dd className={clsx(clip.duration === null && "is-recording")}>{highlightClipDuration(clip)}</dd>
          </div>
        </dl>
        {playing && <span className="record-highlight__playing">{HIGHLIGHTS_TEXTS.playing}</span>}
        {(clip.tags.length > 0 || tagActions !== undefined) && (
          <div className="record-highlight__tags">
            {clip.tags.length > 0 && (
              <ul aria-label={HIGHLIGHTS_TEXTS.tags}>
                {clip.tags.map((tag) => (
                  <li key={tag.id} className="record-highlight__tag">
                    {tag.tag}
                  </li>
                ))}
              </ul>
            )}
            {tagActions}
          </div>
        )}
      </div>
      <div className="record-highlight__actions">
        <button
          type="button"
          className="record-highlight__play"
          aria-label={HIGHLIGHTS_TEXTS.play(name)}
          title={HIGHLIGHTS_TEXTS.play(name)}
          onClick={onPlay}
        >
          <Play size={16} aria-hidden="true" />
        </button>
        {!readOnly && !editing && (
          <>
            <button
              ref={renameRef}
              type="button"
              className="record-highlight__action"
              aria-label={HIGHLIGHTS_TEXTS.rename(name)}
              title={HIGHLIGHTS_TEXTS.rename(name)}
              onClick={() => {
                returnFocus.current = false;
                onEdit();
              }}
            >
              <Pencil size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="record-highlight__action record-highlight__action--danger"
              aria-label={HIGHLIGHTS_TEXTS.remove(name)}
              title={HIGHLIGHTS_TEXTS.remove(name)}
              onClick={onRemove}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </>
        )}
        {!editing && rowActions}
      </div>
    </li>
  );
}
