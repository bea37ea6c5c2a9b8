import { RedeemLicenceKey } from "@lectern/core/auth/application/RedeemLicenceKey";
import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { validateLicenceKey } from "@lectern/core/auth/domain/validators";
import type { FormRules } from "@lectern/core/kernel/formState";
import { useState } from "react";
import { LicenceKeyCard } from "../../../kit/LicenceKeyCard";
import { ErrorDialog } from "../../../kit/plain/ErrorDialog";
import { SpinnerGlyph } from "../../../kit/SpinnerGlyph";
import { useService } from "../../../reactive/useService";
import { useForm } from "../shared/useForm";
import { useTask } from "../shared/useTask";

interface KeyValues {
  readonly key: string;
}

const RULES: FormRules<KeyValues> = { key: validateLicenceKey };

/**
 * The licence-key card of the finish step: a redeemed key goes to /billing/congratulation, a refused
 * one opens the 'Invalid Licence Key' dialog (spec 3 §8).
 */
export function LicenceKeyRedeemer({ initialKey, onRedeemed }: { initialKey: string; onRedeemed: () => void }) {
  const redeem = useService(RedeemLicenceKey);
  const form = useForm<KeyValues>({ key: initialKey }, RULES);
  const task = useTask((key: string) => redeem.execute(key));
  const [refused, setRefused] = useState(false);

  const submit = async () => {
    if (task.isPending || !form.check()) return;
    const result = await task.run(form.values.key);
    if (result.ok && result.value) onRedeemed();
    else setRefused(true);
  };

  return (
    <>
      {/*
        The card's own pending state goes through react-aria's isPending, which announces by pointing
        at the Redeem button; a redeemed key leaves the page at once and the announcement would point
        at nothing (a serious axe finding on the next page). Pending is shown under the card instead.
      */}
      <div className="licence-redeemer">
        <LicenceKeyCard
          value={form.values.key}
          onChange={(key) => form.set("key", key)}
          onRedeem={() => void submit()}
          isPending={false}
          error={form.errors.key}
        />
        <output className="licence-pending">
          {task.isPending && (
            <>
              <SpinnerGlyph size={16} />
              Redeeming your key…
            </>
          )}
        </output>
      </div>
      <ErrorDialog
        isOpen={refused}
        title={AUTH_TEXTS.invalidLicenceTitle}
        message={AUTH_TEXTS.invalidLicenceText}
        onClose={() => setRefused(false)}
      />
    </>
  );
}
