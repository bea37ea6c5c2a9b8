import type { SharedPerson } from "@lectern/core/sharing/domain/RecordShare";
import { personInitials } from "@lectern/core/sharing/domain/personInitials";
import { normaliseEmail } from "@lectern/core/sharing/domain/shareEmail";
import { UserPlus, X } from "lucide-react";
import { useId, useState } from "react";
import { Avatar, Button, TextField } from "../../../kit";
import { Switch } from "../../../kit/Switch";
import { SHARE_TEXTS } from "./shareTexts";

export interface SharePeopleProps {
  readonly persons: readonly SharedPerson[];
  readonly emailError: string | null;
  readonly personErrors: Readonly<Record<string, string>>;
  /** Adds the address; false when it was refused (the field keeps the text and shows why). */
  readonly onAdd: (email: string) => boolean;
  readonly onEmailEdited: () => void;
  readonly onReadonly: (email: string, readonly: boolean) => void;
  readonly onRemove: (email: string) => void;
}

/** The people a record is shared with: add by e-mail, read-only each, remove each. */
export function SharePeople(props: SharePeopleProps) {
  const [email, setEmail] = useState("");
  const headingId = useId();
  return (
    <section className="share-dialog__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="share-dialog__heading">
        {SHARE_TEXTS.peopleHeading}
      </h3>
      <form
        className="share-people__add"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (props.onAdd(email)) setEmail("");
        }}
      >
        <TextField
          label={SHARE_TEXTS.emailLabel}
          name="shareEmail"
          type="email"
          autoComplete="off"
          placeholder={SHARE_TEXTS.emailPlaceholder}
          value={email}
          error={props.emailError ?? undefined}
          onChange={(value) => {
            setEmail(value);
            props.onEmailEdited();
          }}
        />
        <Button type="submit" variant="secondary" className="share-people__add-button">
          <UserPlus size={16} aria-hidden="true" />
          {SHARE_TEXTS.add}
        </Button>
      </form>
      {props.persons.length === 0 ? (
        <p className="share-people__empty">{SHARE_TEXTS.nobody}</p>
      ) : (
        <ul className="share-people__list" aria-labelledby={headingId}>
          {props.persons.map((person) => (
            <SharePersonRow
              key={normaliseEmail(person.email)}
              person={person}
              error={props.personErrors[normaliseEmail(person.email)] ?? null}
              onReadonly={(readonly) => props.onReadonly(person.email, readonly)}
              onRemove={() => props.onRemove(person.email)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface SharePersonRowProps {
  readonly person: SharedPerson;
  readonly error: string | null;
  readonly onReadonly: (readonly: boolean) => void;
  readonly onRemove: () => void;
}

function SharePersonRow({ person, error, onReadonly, onRemove }: SharePersonRowProps) {
  const nameId = useId();
  const errorId = useId();
  return (
    <li className="share-person">
      {/* The group names the row, so 'Read-only' is read as this person's. */}
      <fieldset
        className="share-person__row"
        aria-labelledby={nameId}
        aria-describedby={error === null ? undefined : errorId}
      >
        <Avatar initials={personInitials(person)} size={32} />
        <div className="share-person__who">
          <span id={nameId} className="share-person__name">
            {person.fullname ?? person.email}
          </span>
          <span className="share-person__email">{person.fullname === null ? SHARE_TEXTS.invited : person.email}</span>
        </div>
        <Switch label={SHARE_TEXTS.readonly} checked={person.readonly} onChange={onReadonly} />
        <button
          type="button"
          className="share-person__remove"
          aria-label={SHARE_TEXTS.remove(person.email)}
          onClick={onRemove}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </fieldset>
      {error !== null && (
        <p id={errorId} className="share-person__error">
          {error}
        </p>
      )}
    </li>
  );
}
