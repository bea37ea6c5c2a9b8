import { type Subscription, exhaustMap, from, interval, map, merge, startWith } from "rxjs";
import type { ClockPort } from "../../ports/ClockPort";
import type { NetworkProbe } from "../../ports/NetworkProbe";
import { Store } from "../../kernel/Store";
import {
  type NetworkEvent,
  type NetworkState,
  NETWORK_TIMING,
  initialNetworkState,
  nextNetworkState,
} from "../domain/networkStatus";

/** Keeps the Online/Offline/Breakdown state from API answers, the periodic probe and platform events. */
export class NetworkMonitor {
  readonly #store = new Store<NetworkState>(initialNetworkState);
  #running: Subscription | null = null;

  constructor(
    private readonly probe: NetworkProbe,
    private readonly clock: ClockPort,
  ) {}

  readonly state$ = this.#store.state$;
  readonly status$ = this.#store.select((state) => state.status);

  get status() {
    return this.#store.value.status;
  }

  dispatch(event: NetworkEvent): void {
    this.#store.update((state) => nextNetworkState(state, event));
  }

  /** Starts probing every 6 s (10 s timeout) and listening to the platform; idempotent. */
  start(): void {
    if (this.#running) return;
    const probes = interval(NETWORK_TIMING.probeEveryMs, this.clock.scheduler).pipe(
      startWith(0),
      exhaustMap(() => from(this.probe.probe(NETWORK_TIMING.probeTimeoutMs))),
    );
    this.#running = merge(
      probes.pipe(map((ok): NetworkEvent => ({ type: "probe", ok }))),
      this.probe.platformOnline$.pipe(map((online): NetworkEvent => ({ type: "platform", online }))),
    ).subscribe((event) => this.dispatch(event));
  }

  stop(): void {
    this.#running?.unsubscribe();
    this.#running = null;
  }
}
