import type { DeviceList, DeviceListState } from "@lectern/core/account/devices/application/DeviceList";
import { DEVICE_TEXTS } from "@lectern/core/account/devices/domain/deviceTexts";
import { Copy, RefreshCw } from "lucide-react";
import { useId, useRef } from "react";
import { Alert, Button, ModalDialog, Spinner } from "../../../kit";
import { QrCode } from "./QrCode";

export interface PairPhoneDialogProps {
  readonly devices: DeviceList;
  readonly qr: DeviceListState["qr"];
}

/**
 * 'Pair a phone': the QR code of GET devices/qr with the three steps, and its address as a link to
 * copy (for a phone that cannot scan). 'Done' closes it and loads the list again.
 */
export function PairPhoneDialog({ devices, qr }: PairPhoneDialogProps) {
  return (
    <ModalDialog
      title={DEVICE_TEXTS.qrTitle}
      isOpen={qr.status !== "closed"}
      onOpenChange={(open) => {
        if (!open) void devices.closeQr();
      }}
      size="md"
      footer={
        <>
          {qr.status !== "loading" && (
            <Button variant="secondary" onPress={() => void devices.showQr()}>
              <RefreshCw size={16} aria-hidden="true" />
              {DEVICE_TEXTS.newCode}
            </Button>
          )}
          <Button variant="primary" onPress={() => void devices.closeQr()}>
            {DEVICE_TEXTS.done}
          </Button>
        </>
      }
    >
      <div className="pair-phone">
        <ol className="pair-phone__steps">
          {DEVICE_TEXTS.qrSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {qr.status === "loading" && (
          <div className="pair-phone__code pair-phone__code--loading">
            <Spinner label={DEVICE_TEXTS.qrLoading} showLabel />
          </div>
        )}
        {qr.status === "failed" && (
          <Alert kind="error" title={DEVICE_TEXTS.qrFailed}>
            {qr.error}
          </Alert>
        )}
        {qr.status === "ready" && (
          <>
            <div className="pair-phone__code">
              <QrCode svg={qr.qr.svg} label={DEVICE_TEXTS.qrAlt} />
              <p className="pair-phone__expiry">{DEVICE_TEXTS.qrExpiry}</p>
            </div>
            {qr.qr.address && <PairingAddress address={qr.qr.address} announce={(text) => devices.announce(text)} />}
          </>
        )}
      </div>
    </ModalDialog>
  );
}

/** The pairing address as a link, and 'Copy link' (selecting it when the browser refuses the clipboard). */
function PairingAddress({ address, announce }: { address: string; announce: (text: string) => void }) {
  const labelId = useId();
  const link = useRef<HTMLAnchorElement>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(address);
      announce(DEVICE_TEXTS.linkCopied);
    } catch {
      const selection = window.getSelection();
      if (link.current && selection) selection.selectAllChildren(link.current);
      link.current?.focus();
    }
  };
  return (
    <div className="pair-phone__address">
      <p id={labelId} className="pair-phone__address-label">
        {DEVICE_TEXTS.addressLabel}
      </p>
      <div className="pair-phone__address-row">
        <a
          ref={link}
          className="pair-phone__link"
          href={address}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={labelId}
        >
          {address}
        </a>
        <Button variant="secondary" size="sm" onPress={() => void copy()}>
          <Copy size={16} aria-hidden="true" />
          {DEVICE_TEXTS.copyLink}
        </Button>
      </div>
    </div>
  );
}
