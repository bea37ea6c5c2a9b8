import type { ClockPort } from "@lectern/core/ports/ClockPort";
import type { NetworkProbe } from "@lectern/core/ports/NetworkProbe";
import { type Observable, fromEvent, map, merge } from "rxjs";

/** What the probe needs from the page; tests pass a fake image because jsdom loads no images. */
export interface ProbeHost {
  createImage(): HTMLImageElement;
  readonly events: EventTarget;
}

const windowHost = (): ProbeHost => ({ createImage: () => new Image(), events: window });

/**
 * Spec 3 §7 "Connectivity probe": loads an image from a public site. An image, unlike fetch, needs
 * no CORS from that site; the query defeats caches so an offline browser cannot answer from one.
 */
export class BrowserNetworkProbe implements NetworkProbe {
  #sequence = 0;
  readonly platformOnline$: Observable<boolean>;

  constructor(
    private readonly url: string,
    private readonly clock: ClockPort,
    private readonly host: ProbeHost = windowHost(),
  ) {
    this.platformOnline$ = merge(
      fromEvent(host.events, "online").pipe(map(() => true)),
      fromEvent(host.events, "offline").pipe(map(() => false)),
    );
  }

  probe(timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const image = this.host.createImage();
      const finish = (ok: boolean) => {
        timer.unsubscribe();
        image.onload = null;
        image.onerror = null;
        // Dropping the source stops a slow download that lost the race.
        if (!ok) image.removeAttribute("src");
        resolve(ok);
      };
      const timer = this.clock.scheduler.schedule(() => finish(false), timeoutMs);
      image.onload = () => finish(true);
      image.onerror = () => finish(false);
      this.#sequence += 1;
      image.src = `${this.url}${this.url.includes("?") ? "&" : "?"}_=${this.clock.now()}-${this.#sequence}`;
    });
  }
}
