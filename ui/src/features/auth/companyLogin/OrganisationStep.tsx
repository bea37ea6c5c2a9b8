import type { Organisation } from "@lectern/core/api/resources/organisationsReply";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { useId, useState } from "react";
import { useService } from "../../../reactive/useService";
import { ProviderButton } from "./ProviderButton";
import "./OrganisationStep.css";

/**
 * Step 2 of company login: the organisations for the e-mail, the first preselected, and the
 * sign-in providers of the chosen one (spec 1 §2). Native radio buttons in a fieldset: arrow keys,
 * one tab stop and the group's name come from the browser.
 */
export function OrganisationStep({ email, organisations }: { email: string; organisations: readonly Organisation[] }) {
  const platform = useService<PlatformPort>(PlatformPort);
  const [selected, setSelected] = useState(0);
  const group = useId();
  const providersHeading = useId();
  const organisation = organisations[selected] ?? organisations[0];

  return (
    <div className="sso-step">
      <p className="sso-step__email">
        Signing in as <strong>{email}</strong>
      </p>
      <fieldset className="sso-organisations">
        <legend className="sso-step__label">Organisation</legend>
        {organisations.map((candidate, index) => (
          <label
            key={`${candidate.name}-${index}`}
            className="sso-organisation"
            data-selected={index === selected || undefined}
          >
            <input
              type="radio"
              name={group}
              value={index}
              checked={index === selected}
              onChange={() => setSelected(index)}
              className="kit-visually-hidden"
            />
            <span className="sso-organisation__dot" aria-hidden="true" />
            <span className="sso-organisation__name">{candidate.name}</span>
            {/* Visual only: the radio's name stays the organisation's, the providers section says the rest. */}
            <span className="sso-organisation__count" aria-hidden="true">
              {candidate.data.length} sign-in {candidate.data.length === 1 ? "option" : "options"}
            </span>
          </label>
        ))}
      </fieldset>
      {organisation && (
        <section className="sso-providers" aria-labelledby={providersHeading}>
          <h2 id={providersHeading} className="sso-step__label">
            Continue with
          </h2>
          <div className="sso-providers__list">
            {organisation.data.map((provider) => (
              <ProviderButton
                key={provider.signInUrl}
                provider={provider}
                onClick={() => platform.assign(provider.signInUrl)}
              />
            ))}
          </div>
          {organisation.data.length === 0 && (
            <p className="sso-providers__empty">
              This organisation has no sign-in provider set up yet. Please contact its administrator.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
