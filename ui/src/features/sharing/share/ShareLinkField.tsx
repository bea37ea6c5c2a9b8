import { Copy } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "../../../kit";
import { SHARE_TEXTS } from "./shareTexts";

export interface ShareLinkFieldProps {
  readonly link: string;
  /** Reads a status out in the dialog's live region. */
  readonly announce: (text: string) => void;
}

/**
 * The link in a read-only field with 'Copy link'. When the browser refuses the clipboard the link is
 * selected in the field, so the keyboard's copy is one key away, and the dialog says so.
 */
export function ShareLinkField({ link, announce }: ShareLinkFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(link);
      announce(SHARE_TEXTS.linkCopied);
    } catch {
      input.current?.focus();
      input.current?.select();
      announce(SHARE_TEXTS.copyRefused);
    }
  };
  return (
    <div className="kit-field share-link">
      <label className="kit-field__label" htmlFor={id}>
        {SHARE_TEXTS.linkLabel}
      </label>
      <div className="share-link__row">
        <div className="kit-control share-link__control">
          <input
            ref={input}
            id={id}
            className="kit-control__input share-link__input"
            type="url"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <Button variant="secondary" onPress={() => void copy()}>
          <Copy size={16} aria-hidden="true" />
          {SHARE_TEXTS.copyLink}
        </Button>
      </div>
    </div>
  );
}
