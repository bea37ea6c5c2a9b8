import { clsx } from "clsx";
import { CircleCheck, CircleX } from "lucide-react";
import "./PasswordRules.css";

export interface PasswordRuleCheck {
  rule: string;
  label: string;
  passed: boolean;
}

/**
 * The password checklist. Each rule says 'met' / 'not met' in words for screen readers, and shows a
 * different icon as well as a colour, so the state never rests on colour alone. It is not a live
 * region: announcing every keystroke would drown out the typing.
 */
export function PasswordRules({
  checks,
  label = "Your password must have",
}: {
  checks: PasswordRuleCheck[];
  label?: string;
}) {
  return (
    <div className="kit-password-rules">
      <p className="kit-password-rules__title">{label}</p>
      <ul className="kit-password-rules__list">
        {checks.map((check) => (
          <li
            key={check.rule}
            className={clsx("kit-password-rules__item", check.passed ? "is-passed" : "is-failed")}
            data-rule={check.rule}
          >
            {check.passed ? <CircleCheck size={16} aria-hidden="true" /> : <CircleX size={16} aria-hidden="true" />}
            <span>
              {check.label}
              <span className="kit-visually-hidden">{check.passed ? ": met" : ": not met"}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
