import { useState } from "react";

export interface SessionNameFieldProps {
  name: string;
  /** Resolves false when the name was not taken (empty, or the save failed and the old name is back). */
  onRename: (name: string) => Promise<boolean>;
  isDisabled?: boolean;
}

/** Spec 2 §2.3, §5: the session name, editable; saved on Enter or when the field is left. */
export function SessionNameField({ name, onRename, isDisabled }: SessionNameFieldProps) {
  // The parent keys this field by the saved name, so a restored name starts a fresh draft.
  const [draft, setDraft] = useState(name);

  const commit = async () => {
    if (draft.trim() === name) return;
    const taken = await onRename(draft);
    if (!taken) setDraft(name);
  };

  return (
    <label className="session-name">
      <span className="session-name__label">Session name</span>
      <input
        className="session-name__input"
        type="text"
        value={draft}
        maxLength={255}
        disabled={isDisabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === "Enter") void commit();
          if (event.key === "Escape") setDraft(name);
        }}
      />
    </label>
  );
}
