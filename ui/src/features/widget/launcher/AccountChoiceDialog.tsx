import type { RecordingOrganisation } from "@lectern/core/recording/application/RecordingAccounts";
import { LAUNCHER_TEXTS } from "@lectern/core/recording/domain/launcherTexts";
import { Building2, UserRound } from "lucide-react";
import { useMemo, useState } from "react";
import { Alert, Button, ModalDialog, RadioCards, type RadioCardOption } from "../../../kit";
import { RECORDER_UI_TEXTS } from "../recorderTexts";
import "./launcher.css";

export interface AccountChoiceDialogProps {
  isOpen: boolean;
  organisations: readonly RecordingOrganisation[];
  /** The user's choice: an organisation's id, or null for the user's own account. */
  onStart: (organizationId: string | null) => void;
  onCancel: () => void;
}

/** The radio group needs a string for "my own account"; no organisation id is this one. */
const OWN_ACCOUNT = "lectern-own-account";

/**
 * Spec 2 §2.2: the organisation or account choice — a radio list of the user's own account and each
 * organisation, a Start action, and a consent notice, so nobody records into an organisation's
 * account without being told that the organisation gets the recording.
 */
export function AccountChoiceDialog({ isOpen, organisations, onStart, onCancel }: AccountChoiceDialogProps) {
  const [choice, setChoice] = useState<string>(OWN_ACCOUNT);
  const options = useMemo<readonly RadioCardOption<string>[]>(
    () => [
      {
        value: OWN_ACCOUNT,
        label: LAUNCHER_TEXTS.ownAccount,
        description: LAUNCHER_TEXTS.ownAccountDetail,
        icon: <UserRound size={18} />,
      },
      ...organisations.map((organisation) => ({
        value: organisation.id,
        label: organisation.name,
        description: LAUNCHER_TEXTS.organisationDetail,
        icon: <Building2 size={18} />,
      })),
    ],
    [organisations],
  );
  return (
    <ModalDialog
      title={LAUNCHER_TEXTS.accountDialogTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {RECORDER_UI_TEXTS.cancel}
          </Button>
          <Button onPress={() => onStart(choice === OWN_ACCOUNT ? null : choice)}>
            {LAUNCHER_TEXTS.startInAccount}
          </Button>
        </>
      }
    >
      <div className="launcher-accounts">
        <RadioCards label={LAUNCHER_TEXTS.accountChoice} options={options} value={choice} onChange={setChoice} />
        <Alert kind="info" title={LAUNCHER_TEXTS.consentTitle}>
          {LAUNCHER_TEXTS.consent}
        </Alert>
      </div>
    </ModalDialog>
  );
}
