import type { RedeemLicenceKey } from "@lectern/core/auth/application/RedeemLicenceKey";
import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { validateLicenceKey } from "@lectern/core/auth/domain/validators";
import type { FormRules } from "@lectern/core/kernel/formState";
import { useEffect, useRef, useState } from "react";
import { LicenceKeyCard } from "../../../kit/LicenceKeyCard";
import { ErrorDialog } from "../../../kit/plain/ErrorDialog";
import { SpinnerGlyph } from "../../../kit/SpinnerGlyph";
import { useForm } from "../../auth/shared/useForm";
import { useTask } from "../../auth/shared/useTask";
import { SUBSCRIPTION_PAGE_TEXTS } from "./subscriptionTexts";

interface KeyValues {
  readonly key: string;
}

const RULES: FormRules<KeyValues> = { key: validateLicenceKey };

/**
 * The mini licence-key card (spec 3 §2): a redeemed key reads the plan again; a refused one opens
 * the 'Invalid Licence Key' dialog with the spec's text (spec 3 §8).
 */
export function LicenceKeySection({ redeem, onRedeemed }: { redeem: RedeemLicenceKey; onRedeemed: () => void }) {
  // A redeemed key starts a fresh, untouched form (no 'required' message for the emptied field).
  const [round, setRound] = useState(0);
  return (
    <LicenceKeyForm
      key={round}
      focusOnMount={round > 0}
      redeem={redeem}
      onRedeemed={() => {
        setRound((current) => current + 1);
        onRedeemed();
      }}
    />
  );
}

interface LicenceKeyFormProps {
  readonly redeem: RedeemLicenceKey;
  readonly onRedeemed: () => void;
  /** After a redeemed key the fresh form takes the focus the old one had. */
  readonly focusOnMount: boolean;
}

function LicenceKeyForm({ redeem, onRedeemed, focusOnMount }: LicenceKeyFormProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) box.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, [focusOnMount]);
  const form = useForm<KeyValues>({ key: "" }, RULES);
  const task = useTask((key: string) => redeem.execute(key));
  const [refused, setRefused] = useState(false);

  const submit = async () => {
    if (task.isPending || !form.check()) return;
    const result = await task.run(form.values.key);
    if (result.ok && result.value) onRedeemed();
    else setRefused(true);
  };

  return (
    <div className="subscription-licence" ref={box}>
      <LicenceKeyCard
        variant="mini"
        value={form.values.key}
        onChange={(key) => form.set("key", key)}
        onRedeem={() => void submit()}
        isPending={task.isPending}
        error={form.errors.key}
      />
      <output className="subscription-licence__pending">
        {task.isPending && (
          <>
            <SpinnerGlyph size={16} />
            {SUBSCRIPTION_PAGE_TEXTS.licence.pending}
          </>
        )}
      </output>
      <ErrorDialog
        isOpen={refused}
        title={AUTH_TEXTS.invalidLicenceTitle}
        message={AUTH_TEXTS.invalidLicenceText}
        onClose={() => setRefused(false)}
      />
    </div>
  );
}
