import { clsx } from "clsx";
import { KeyRound } from "lucide-react";
import { Form } from "react-aria-components";
import { Button } from "./Button";
import { ExternalLink } from "./ExternalLink";
import { TextField } from "./TextField";
import "./LicenceKeyCard.css";

export const LICENCE_KEY_MAX_LENGTH = 23;
export const LICENCE_KEY_HELP_URL = "https://help.lectern.app/license-keys";

export interface LicenceKeyCardProps {
  value: string;
  onChange: (value: string) => void;
  onRedeem: () => void;
  isPending: boolean;
  error?: string;
  /** 'mini' drops the icon and tightens spacing for side columns. @default 'full' */
  variant?: "full" | "mini";
  /** Heading level, so the card fits the page outline. @default 2 */
  headingLevel?: 2 | 3;
}

/** The licence-key / promo-code form (spec 3 §2), wording verbatim, 23 characters at most (§9). */
export function LicenceKeyCard({
  value,
  onChange,
  onRedeem,
  isPending,
  error,
  variant = "full",
  headingLevel = 2,
}: LicenceKeyCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={clsx("kit-licence", `kit-licence--${variant}`)} aria-busy={isPending || undefined}>
      <div className="kit-licence__head">
        {variant === "full" && (
          <span className="kit-licence__icon" aria-hidden="true">
            <KeyRound size={22} />
          </span>
        )}
        <Heading className="kit-licence__title">Have a license key/promo code?</Heading>
      </div>
      <Form
        className="kit-licence__form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isPending) onRedeem();
        }}
      >
        <div className="kit-licence__field">
          <TextField
            label="License key"
            name="licenseKey"
            value={value}
            onChange={onChange}
            placeholder="XXX XXX XXX"
            maxLength={LICENCE_KEY_MAX_LENGTH}
            autoComplete="off"
            error={error}
          />
        </div>
        <Button type="submit" isPending={isPending} className="kit-licence__submit">
          Redeem
        </Button>
      </Form>
      <ExternalLink href={LICENCE_KEY_HELP_URL} className="kit-licence__help">
        How to get a license key?
      </ExternalLink>
    </section>
  );
}
