import type { RecordTag } from "@lectern/core/records/record/RecordDetail";
import { Plus, Tag, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";

export interface RecordTagsProps {
  tags: readonly RecordTag[];
  /** The user's tags, offered as suggestions while typing. */
  options: readonly RecordTag[];
  onAttach: (text: string) => Promise<boolean>;
  onDetach: (tag: RecordTag) => Promise<boolean>;
  /** The group's visible label. @default 'Tags' */
  label?: string;
  /** Names the add field and its button for whom the tags are (several groups on a page). */
  fieldLabel?: string;
  /** Chips only: no remove buttons, no field (a shared record read by someone else). */
  readOnly?: boolean;
}

/** The session's tags as chips with a remove button each, and a field that attaches one by text. */
export function RecordTags({
  tags,
  options,
  onAttach,
  onDetach,
  label = RECORD_PAGE_TEXTS.tags,
  fieldLabel = RECORD_PAGE_TEXTS.addTag,
  readOnly = false,
}: RecordTagsProps) {
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const listId = useId();
  const labelId = useId();
  const attached = new Set(tags.map((tag) => tag.id));
  const suggestions = options.filter((option) => !attached.has(option.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || text.trim() === "") return;
    setPending(true);
    const ok = await onAttach(text);
    setPending(false);
    if (ok) setText("");
  };

  return (
    <div className="record-tags">
      <span id={labelId} className="record-tags__label">
        <Tag size={14} aria-hidden="true" />
        {label}
      </span>
      {tags.length === 0 ? (
        <span className="record-tags__empty">{RECORD_PAGE_TEXTS.noTags}</span>
      ) : (
        <ul className="record-tags__list" aria-labelledby={labelId}>
          {tags.map((tag) => (
            <li key={tag.id} className="record-tags__chip">
              <span>{tag.text}</span>
              {!readOnly && (
                <button
                  type="button"
                  className="record-tags__remove"
                  aria-label={RECORD_PAGE_TEXTS.removeTag(tag.text)}
                  onClick={() => void onDetach(tag)}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <form className="record-tags__form" onSubmit={(event) => void submit(event)}>
          <input
            className="record-tags__input"
            aria-label={fieldLabel}
            placeholder={RECORD_PAGE_TEXTS.addTag}
            list={listId}
            value={text}
            maxLength={255}
            onChange={(event) => setText(event.currentTarget.value)}
            readOnly={pending}
          />
          <datalist id={listId}>
            {suggestions.map((option) => (
              <option key={option.id} value={option.text}>
                {option.text}
              </option>
            ))}
          </datalist>
          <button type="submit" className="record-tags__add" aria-busy={pending || undefined}>
            <Plus size={14} aria-hidden="true" />
            {RECORD_PAGE_TEXTS.addTagButton}
          </button>
        </form>
      )}
    </div>
  );
}
