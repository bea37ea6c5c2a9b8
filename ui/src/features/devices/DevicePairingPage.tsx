import { PhonePairing } from "@lectern/core/account/devices/application/PhonePairing";
import { type PhoneType, phoneTypeLabel } from "@lectern/core/account/devices/domain/Device";
import { DEVICE_TEXTS } from "@lectern/core/account/devices/domain/deviceTexts";
import { CircleCheck, Smartphone } from "lucide-react";
import { type FormEvent, useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../hooks/usePageTitle";
import { Alert, Button, Logo, RadioCards, TextField } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { useAccountService } from "../profile/settings/useAccountService";
import "./DevicePairingPage.css";

const PHONE_OPTIONS = [
  { value: "ios", label: DEVICE_TEXTS.iPhone },
  { value: "android", label: DEVICE_TEXTS.android },
] as const;

/**
 * The phone's side of pairing (issue 14): says which device is being paired (from its browser's user
 * agent, or asked when the browser does not say), 'Pair this phone' sends POST devices/pair, then
 * "Your phone is paired. You can close this page." — or the server's reason (an expired or used code).
 */
export function DevicePairingPage() {
  // A phone is not signed in: no accessibility adjustments to follow here.
  const pairing = useAccountService(PhonePairing);
  const state = useObservable(pairing.state$, pairing.state);
  const [params] = useSearchParams();
  const code = params.get("code");
  usePageTitle(DEVICE_TEXTS.pairTitle);

  useEffect(() => {
    pairing.open(code, navigator.userAgent);
  }, [pairing, code]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pairing.pair();
  };

  return (
    <main className="device-pairing">
      <div className="device-pairing__card">
        <Logo height={32} />
        {state.status === "paired" ? (
          <div className="device-pairing__done">
            <CircleCheck size={48} aria-hidden="true" className="device-pairing__done-icon" />
            <h1 className="device-pairing__title">{DEVICE_TEXTS.pairedTitle}</h1>
            {/* An <output> is a status: the change is read out where it is shown. */}
            <output className="device-pairing__done-text">{DEVICE_TEXTS.pairedText}</output>
            {state.device && (
              <p className="device-pairing__device">
                {state.device.model} · {phoneTypeLabel(state.device.type)}
              </p>
            )}
          </div>
        ) : (
          <>
            <h1 className="device-pairing__title">{DEVICE_TEXTS.pairTitle}</h1>
            {state.status === "noCode" ? (
              <Alert kind="error">{DEVICE_TEXTS.noCode}</Alert>
            ) : (
              <form className="device-pairing__form" onSubmit={submit} noValidate>
                <p className="device-pairing__intro">{DEVICE_TEXTS.pairIntro}</p>
                {state.asksPhone ? (
                  <>
                    <p className="device-pairing__hint">{DEVICE_TEXTS.unknownPhone}</p>
                    <RadioCards<PhoneType>
                      label={DEVICE_TEXTS.phoneTypeLabel}
                      options={PHONE_OPTIONS}
                      value={state.type}
                      onChange={(type) => pairing.setType(type)}
                      orientation="horizontal"
                    />
                    {state.errors.type && <p className="device-pairing__error">{state.errors.type}</p>}
                    <TextField
                      label={DEVICE_TEXTS.modelLabel}
                      name="model"
                      value={state.model}
                      onChange={(model) => pairing.setModel(model)}
                      error={state.errors.model}
                      isRequired
                    />
                  </>
                ) : (
                  <div className="device-pairing__phone">
                    <Smartphone size={28} aria-hidden="true" />
                    <div>
                      <p className="device-pairing__phone-label">{DEVICE_TEXTS.pairingDevice}</p>
                      <p className="device-pairing__phone-model">
                        {state.model}
                        {state.type && ` · ${phoneTypeLabel(state.type)}`}
                      </p>
                    </div>
                  </div>
                )}
                {state.status === "failed" && state.problem && <Alert kind="error">{state.problem}</Alert>}
                <Button type="submit" isPending={state.status === "pairing"} className="device-pairing__submit">
                  {DEVICE_TEXTS.pairThisPhone}
                </Button>
              </form>
            )}
          </>
        )}
      </div>
    </main>
  );
}
