import type { Trackpad, TrackpadView } from "@lectern/core/highlights/application/Trackpad";
import type { Highlight } from "@lectern/core/highlights/domain/Highlight";
import { truncateHighlightName } from "@lectern/core/highlights/domain/highlightName";
import { HIGHLIGHT_TEXTS } from "@lectern/core/highlights/domain/highlightTexts";
import { formatDuration } from "@lectern/core/kernel/formatDuration";
import { Flag, History, Highlighter, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../kit";
import { HIGHLIGHT_UI_TEXTS } from "./highlightTexts";
import "./HighlightPlaylist.css";

export interface HighlightPlaylistProps {
  trackpad: Pick<Trackpad, "rename" | "remove">;
  view: TrackpadView;
}

const ICONS = { backtrack: History, stopwatch: Highlighter, poi: Flag } as const;

/** The range relative to the session start: 00:05 – 00:15. */
const rangeOf = (highlight: Highlight, sessionStart: number) =>
  `${formatDuration(highlight.startedAt - sessionStart, "padded")} – ${highlight.endedAt === null ? "…" : formatDuration(highlight.endedAt - sessionStart, "padded")}`;

/**
 * Spec 2 §2.3 playlist: each highlight with its type icon, its name (cut at 25 characters) or its
 * range, an edit form (Update / Cancel), its duration and a remove action.
 */
export function HighlightPlaylist({ trackpad, view }: HighlightPlaylistProps) {
  const sessionStart = view.session?.startedAt ?? 0;
  const locked = view.lock !== null;
  return (
    <section className="playlist" aria-labelledby="playlist-title">
      <h3 id="playlist-title" className="playlist__title">
        {HIGHLIGHT_UI_TEXTS.playlist}
        {view.saving > 0 && <span className="playlist__saving">{HIGHLIGHT_UI_TEXTS.saving}</span>}
      </h3>
      {view.highlights.length === 0 ? (
        <p className="playlist__empty">{HIGHLIGHT_TEXTS.empty}</p>
      ) : (
        <ol className="playlist__list">
          {view.highlights.map((highlight) => (
            <PlaylistEntry
              key={highlight.id}
              highlight={highlight}
              range={rangeOf(highlight, sessionStart)}
              locked={locked || highlight.readonly}
              trackpad={trackpad}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function PlaylistEntry({
  highlight,
  range,
  locked,
  trackpad,
}: {
  highlight: Highlight;
  range: string;
  locked: boolean;
  trackpad: HighlightPlaylistProps["trackpad"];
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(highlight.name ?? "");
  const Icon = ICONS[highlight.type];
  const label = highlight.name || range;
  const duration =
    highlight.endedAt === null ? null : formatDuration(highlight.endedAt - highlight.startedAt, "padded");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEditing(false);
    void trackpad.rename(highlight.id, draft);
  };

  return (
    <li className="playlist__entry">
      <span className={`playlist__icon playlist__icon--${highlight.type}`} aria-hidden="true">
        <Icon size={16} />
      </span>
      {editing ? (
        <form className="playlist__form" onSubmit={submit}>
          <label className="playlist__form-label">
            <span>{HIGHLIGHT_UI_TEXTS.nameLabel}</span>
            <input
              className="widget-input"
              value={draft}
              maxLength={255}
              onChange={(event) => setDraft(event.target.value)}
              autoFocus
            />
          </label>
          <div className="playlist__form-actions">
            <Button size="sm" type="submit">
              {HIGHLIGHT_UI_TEXTS.update}
            </Button>
            <Button size="sm" variant="ghost" onPress={() => setEditing(false)}>
              {HIGHLIGHT_UI_TEXTS.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <span className="playlist__text">
            <span className="playlist__name" title={label}>
              <span className="kit-visually-hidden">{HIGHLIGHT_UI_TEXTS.typeNames[highlight.type]}: </span>
              {truncateHighlightName(label)}
            </span>
            <span className="playlist__meta">
              {highlight.name && <span>{range}</span>}
              {duration && (
                <span className="playlist__duration">
                  <span className="kit-visually-hidden">{HIGHLIGHT_UI_TEXTS.duration} </span>
                  {duration}
                </span>
              )}
            </span>
          </span>
          <span className="playlist__actions">
            <Button
              size="sm"
              variant="ghost"
              aria-label={HIGHLIGHT_UI_TEXTS.edit(label)}
              isDisabled={locked}
              onPress={() => {
                setDraft(highlight.name ?? "");
                setEditing(true);
              }}
            >
              <Pencil size={14} aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={HIGHLIGHT_UI_TEXTS.remove(label)}
              isDisabled={locked}
              onPress={() => void trackpad.remove(highlight.id)}
            >
              <Trash2 size={14} aria-hidden="true" />
            </Button>
          </span>
        </>
      )}
    </li>
  );
}
