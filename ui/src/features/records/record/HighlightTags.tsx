import { type HighlightClip, highlightClipName } from "@lectern/core/records/playback/HighlightClip";
import type { RecordTag } from "@lectern/core/records/record/RecordDetail";
import { Tags } from "lucide-react";
import { useState } from "react";
import { RecordTags } from "./RecordTags";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";

export interface HighlightTagsProps {
  clip: HighlightClip;
  options: readonly RecordTag[];
  onAttach: (text: string) => Promise<boolean>;
  onDetach: (tagId: string) => Promise<boolean>;
}

/** A highlight's tag editor, folded behind one button so the list stays calm (the HighlightsPanel slot). */
export function HighlightTags({ clip, options, onAttach, onDetach }: HighlightTagsProps) {
  const [open, setOpen] = useState(false);
  const name = highlightClipName(clip);
  return (
    <div className="highlight-tags">
      <button
        type="button"
        className="highlight-tags__toggle"
        aria-expanded={open}
        aria-label={RECORD_PAGE_TEXTS.editHighlightTags(name)}
        onClick={() => setOpen((value) => !value)}
      >
        <Tags size={14} aria-hidden="true" />
        {open ? RECORD_PAGE_TEXTS.doneTags : RECORD_PAGE_TEXTS.editTags}
      </button>
      {open && (
        <RecordTags
          tags={clip.tags.map((tag) => ({ id: tag.id, text: tag.tag }))}
          options={options}
          onAttach={onAttach}
          onDetach={(tag) => onDetach(tag.id)}
          label={RECORD_PAGE_TEXTS.highlightTags}
          fieldLabel={RECORD_PAGE_TEXTS.addHighlightTag(name)}
        />
      )}
    </div>
  );
}
