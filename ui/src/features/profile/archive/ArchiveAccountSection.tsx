import { ArchiveAccount } from "@lectern/core/account/archive/application/ArchiveAccount";
import { ARCHIVE_TEXTS } from "@lectern/core/account/archive/domain/archiveTexts";
import { TriangleAlert } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Alert, Button, DialogIcon, ModalDialog, TextField } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useAccountService } from "../settings/useAccountService";
import "./ArchiveAccountSection.css";

/**
 * The danger zone of the personal-information page (issue 14; spec 3 §7 "DELETE archive on the
 * user"): 'Delete account' opens a dialog whose button unlocks only once the person typed DELETE (or
 * their e-mail); then the account is archived, the session ends, and the login page says so.
 */
export function ArchiveAccountSection() {
  const archive = useAccountService(ArchiveAccount);
  const state = useObservable(archive.state$, archive.state);
  const navigate = useNavigate();
  const headingId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const confirmed = archive.confirms(typed);
  const archiving = state.status === "archiving";

  const close = () => {
    if (archiving) return;
    setOpen(false);
    setTyped("");
    archive.reset();
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (await archive.execute(typed)) navigate("/auth/login", { replace: true });
  };

  return (
    <section className="archive-section" aria-labelledby={headingId}>
      <div className="archive-section__text">
        <h2 id={headingId} className="archive-section__title">
          {ARCHIVE_TEXTS.heading}
        </h2>
        <p className="archive-section__description">{ARCHIVE_TEXTS.description}</p>
      </div>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {ARCHIVE_TEXTS.button}
      </Button>

      <ModalDialog
        title={ARCHIVE_TEXTS.dialogTitle}
        role="alertdialog"
        size="sm"
        isOpen={open}
        isDismissable={!archiving}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        image={<DialogIcon kind="remove" />}
        footer={
          <>
            <Button variant="secondary" onPress={close} isDisabled={archiving} autoFocus>
              {ARCHIVE_TEXTS.cancel}
            </Button>
            <Button variant="danger" type="submit" form={formId} isDisabled={!confirmed} isPending={archiving}>
              {ARCHIVE_TEXTS.confirmButton}
            </Button>
          </>
        }
      >
        <form id={formId} className="archive-dialog" onSubmit={(event) => void submit(event)} noValidate>
          <p className="archive-dialog__warning">
            <TriangleAlert size={18} aria-hidden="true" />
            {ARCHIVE_TEXTS.dialogText}
          </p>
          <TextField
            label={ARCHIVE_TEXTS.confirmLabel}
            name="confirmation"
            value={typed}
            onChange={setTyped}
            autoComplete="off"
            isDisabled={archiving}
          />
          {state.status === "failed" && state.problem && (
            <Alert kind="error" title={ARCHIVE_TEXTS.somethingWentWrong}>
              {state.problem}
            </Alert>
          )}
        </form>
      </ModalDialog>
    </section>
  );
}
