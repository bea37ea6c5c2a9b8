import type { NetworkStatus } from "@lectern/core/network/domain/networkStatus";
import { NETWORK_TEXTS } from "@lectern/core/network/domain/networkTexts";
import { Info, WifiOff, Wrench } from "lucide-react";
import { Button, Dialog, DialogTrigger, Popover } from "react-aria-components";
import "./NetworkBanner.css";

/**
 * Spec 2 §2.9, §4.6: offline or under maintenance, the widget says so and explains what still
 * works. Always mounted as a live region, so the change is announced.
 */
export function NetworkBanner({ status }: { status: NetworkStatus }) {
  const text = status === "Offline" ? NETWORK_TEXTS.offline : status === "Breakdown" ? NETWORK_TEXTS.breakdown : null;
  return (
    <output className={text ? "network-banner" : "network-banner network-banner--hidden"}>
      {text && (
        <>
          {status === "Offline" ? <WifiOff size={16} aria-hidden="true" /> : <Wrench size={16} aria-hidden="true" />}
          <span className="network-banner__text">{text}</span>
          <DialogTrigger>
            <Button className="network-banner__info" aria-label="What still works">
              <Info size={16} aria-hidden="true" />
            </Button>
            <Popover placement="bottom end" className="network-banner__popover">
              <Dialog className="network-banner__dialog" aria-label="What still works">
                {NETWORK_TEXTS.explanation}
              </Dialog>
            </Popover>
          </DialogTrigger>
        </>
      )}
    </output>
  );
}
