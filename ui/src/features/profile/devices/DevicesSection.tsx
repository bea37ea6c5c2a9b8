import { DeviceList } from "@lectern/core/account/devices/application/DeviceList";
import type { Device } from "@lectern/core/account/devices/domain/Device";
import { phoneTypeLabel } from "@lectern/core/account/devices/domain/Device";
import { DEVICE_TEXTS } from "@lectern/core/account/devices/domain/deviceTexts";
import { pairedDate } from "@lectern/core/account/devices/domain/pairedDate";
import { QrCode as QrIcon, Smartphone, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Alert, Button, ConfirmDialog, DialogIcon, EmptyState, ErrorDialog, Skeleton } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useAccountService } from "../settings/useAccountService";
import { PairPhoneDialog } from "./PairPhoneDialog";
import "./DevicesSection.css";

/**
 * Devices (issue 14; spec 3 §3 "Device", §7): the phones paired with the account — model, system,
 * paired date and reference — each with 'Remove {model}' behind a confirmation, the designed empty,
 * loading and error states, and 'Pair a phone' with its QR code. The personal-information page
 * renders it at its bottom; everything it shows is DeviceList's state, which loads as it is read.
 */
export function DevicesSection() {
  const devices = useAccountService(DeviceList);
  const state = useObservable(devices.state$, devices.state);
  const headingId = useId();
  const [removing, setRemoving] = useState<Device | null>(null);

  const pairButton = (
    <Button variant="secondary" onPress={() => void devices.showQr()}>
      <QrIcon size={16} aria-hidden="true" />
      {DEVICE_TEXTS.pairPhone}
    </Button>
  );

  return (
    <section className="devices-section" aria-labelledby={headingId}>
      <header className="devices-section__header">
        <div>
          <h2 id={headingId} className="devices-section__title">
            {DEVICE_TEXTS.heading}
          </h2>
          <p className="devices-section__description">{DEVICE_TEXTS.description}</p>
        </div>
        {state.status === "ready" && state.devices.length > 0 && pairButton}
      </header>

      {(state.status === "idle" || state.status === "loading") && (
        <div className="devices-section__loading" aria-busy="true">
          <Skeleton width="100%" height={64} />
          <Skeleton width="100%" height={64} />
          <output className="kit-visually-hidden">{DEVICE_TEXTS.loading}</output>
        </div>
      )}
      {state.status === "failed" && (
        <Alert
          kind="error"
          title={DEVICE_TEXTS.loadFailed}
          actions={
            <Button variant="secondary" size="sm" onPress={() => void devices.load()}>
              {DEVICE_TEXTS.tryAgain}
            </Button>
          }
        >
          {state.loadError}
        </Alert>
      )}
      {state.status === "ready" && state.devices.length === 0 && (
        <EmptyState
          icon={<Smartphone size={28} />}
          title={DEVICE_TEXTS.emptyTitle}
          headingLevel={3}
          action={pairButton}
        >
          <p>{DEVICE_TEXTS.emptyText}</p>
        </EmptyState>
      )}
      {state.status === "ready" && state.devices.length > 0 && (
        <ul className="devices-list" aria-labelledby={headingId}>
          {state.devices.map((device) => (
            <li key={device.id} className="devices-list__item">
              <span className="devices-list__icon" aria-hidden="true">
                <Smartphone size={20} />
              </span>
              <div className="devices-list__text">
                <p className="devices-list__model">{device.model}</p>
                <p className="devices-list__meta">
                  {phoneTypeLabel(device.type)} · {DEVICE_TEXTS.paired(pairedDate(device.pairedAt))}
                  {device.reference && (
                    <>
                      {" · "}
                      {DEVICE_TEXTS.reference} {device.reference}
                    </>
                  )}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={DEVICE_TEXTS.remove(device.model)}
                onPress={() => setRemoving(device)}
                isPending={state.removing === device.id}
              >
                <Trash2 size={16} aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        isOpen={removing !== null}
        title={DEVICE_TEXTS.removeTitle(removing?.model ?? "")}
        message={DEVICE_TEXTS.removeMessage}
        confirmLabel={DEVICE_TEXTS.removeConfirm}
        confirmVariant="danger"
        image={<DialogIcon kind="remove" />}
        isPending={removing !== null && state.removing === removing.id}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          void devices.remove(removing.id).then(() => setRemoving(null));
        }}
      />
      <PairPhoneDialog devices={devices} qr={state.qr} />
      <ErrorDialog
        isOpen={state.problem !== null}
        title={state.problem?.title ?? DEVICE_TEXTS.somethingWentWrong}
        message={state.problem?.message ?? ""}
        onClose={() => devices.dismissProblem()}
      />
      <output className="kit-visually-hidden" aria-live="polite">
        {state.announcement && <span key={state.announcement.id}>{state.announcement.text}</span>}
      </output>
    </section>
  );
}
