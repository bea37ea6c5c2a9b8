import type { ShareSettings, ShareSettingsState } from "@lectern/core/sharing/application/ShareSettings";
import { linkIdOf } from "@lectern/core/sharing/domain/RecordShare";
import { Link2, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import { Alert, Button, ConfirmDialog, ModalDialog } from "../../../kit";
import { Switch } from "../../../kit/Switch";
import { ShareLinkField } from "./ShareLinkField";
import { SharePeople } from "./SharePeople";
import { shareLink } from "./shareLink";
import { SHARE_TEXTS } from "./shareTexts";
import "./ShareDialog.css";

export interface ShareDialogProps {
  readonly sessionName: string;
  readonly settings: ShareSettings;
  readonly state: ShareSettingsState;
  readonly onClose: () => void;
}

/**
 * The owner's share dialog (issue 13), after Drive: the link (on or off, copied in one press), its
 * read-only and download settings, the people with access, Save for the edits and Stop sharing.
 * Everything it shows is ShareSettings' state; every press is one of its commands.
 */
export function ShareDialog({ sessionName, settings, state, onClose }: ShareDialogProps) {
  const [confirmingStop, setConfirmingStop] = useState(false);
  const linkHeadingId = useId();
  const doneId = useId();
  const { saved, draft } = state;
  const isShared = saved.linkEnabled || saved.persons.length > 0;
  return (
    <ModalDialog
      title={SHARE_TEXTS.dialogTitle(sessionName)}
      isOpen={state.sessionId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      footer={
        <>
          {isShared && (
            <Button
              variant="ghost"
              className="share-dialog__stop"
              onPress={() => setConfirmingStop(true)}
              isPending={state.pending === "stop"}
            >
              <Link2Off size={16} aria-hidden="true" />
              {SHARE_TEXTS.stopSharing}
            </Button>
          )}
          <Button id={doneId} variant="secondary" onPress={onClose}>
            {SHARE_TEXTS.done}
          </Button>
          <Button
            variant="primary"
            onPress={() =>
              // Saved, Save is disabled and would drop the focus to the page behind the dialog (where
              // Escape no longer reaches it): Done takes it.
              void settings.save().then((done) => {
                if (done && !settings.state.dirty) document.getElementById(doneId)?.focus();
              })
            }
            isDisabled={!state.dirty}
            isPending={state.pending === "save"}
          >
            {SHARE_TEXTS.save}
          </Button>
        </>
      }
    >
      <div className="share-dialog">
        {state.problem !== null && (
          <Alert kind="error" title={state.problem.title}>
            {state.problem.message}
          </Alert>
        )}
        <section className="share-dialog__section" aria-labelledby={linkHeadingId}>
          <h3 id={linkHeadingId} className="share-dialog__heading">
            <Link2 size={18} aria-hidden="true" />
            {SHARE_TEXTS.linkHeading}
          </h3>
          <Switch
            className="share-dialog__link-switch"
            label={SHARE_TEXTS.linkSwitch}
            checked={saved.linkEnabled}
            onChange={(on) => void settings.setLinkEnabled(on)}
          />
          {saved.linkEnabled && state.sessionId !== null ? (
            <ShareLinkField
              link={shareLink(linkIdOf(saved, state.sessionId))}
              announce={(text) => settings.announce(text)}
            />
          ) : (
            <p className="share-dialog__hint">{SHARE_TEXTS.linkOffHint}</p>
          )}
          <div className="share-dialog__options">
            <div className="share-dialog__option">
              <Switch
                label={SHARE_TEXTS.readonly}
                checked={draft.readonly}
                onChange={(readonly) => settings.setLinkReadonly(readonly)}
              />
              <span className="share-dialog__hint">{SHARE_TEXTS.readonlyHint}</span>
            </div>
            <div className="share-dialog__option">
              <Switch
                label={SHARE_TEXTS.downloads}
                checked={draft.downloadable}
                onChange={(downloadable) => settings.setDownloadable(downloadable)}
              />
              <span className="share-dialog__hint">{SHARE_TEXTS.downloadsHint}</span>
            </div>
          </div>
        </section>
        <SharePeople
          persons={draft.persons}
          emailError={state.emailError}
          personErrors={state.personErrors}
          onAdd={(email) => settings.addPerson(email)}
          onEmailEdited={() => settings.clearEmailError()}
          onReadonly={(email, readonly) => settings.setPersonReadonly(email, readonly)}
          onRemove={(email) => settings.removePerson(email)}
        />
        <output className="share-dialog__status">{state.announcement?.text ?? ""}</output>
      </div>
      <ConfirmDialog
        isOpen={confirmingStop}
        title={SHARE_TEXTS.stopTitle}
        message={SHARE_TEXTS.stopMessage(sessionName)}
        confirmLabel={SHARE_TEXTS.stopSharing}
        confirmVariant="danger"
        isPending={state.pending === "stop"}
        onCancel={() => setConfirmingStop(false)}
        onConfirm={() => {
          void settings.stopSharing().then(() => setConfirmingStop(false));
        }}
      />
    </ModalDialog>
  );
}
