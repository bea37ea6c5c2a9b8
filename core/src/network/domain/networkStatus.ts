/** Spec 2 §4.6 and spec 3 §4 "Connection detection". */
export type NetworkStatus = "Online" | "Offline" | "Breakdown";

export interface NetworkState {
  readonly status: NetworkStatus;
  /** The platform's own signal; null until it has said anything. */
  readonly platformOnline: boolean | null;
}

export type NetworkEvent =
  | { readonly type: "apiResponse"; readonly status: number }
  | { readonly type: "probe"; readonly ok: boolean }
  | { readonly type: "platform"; readonly online: boolean };

export const initialNetworkState: NetworkState = { status: "Online", platformOnline: null };

export const NETWORK_TIMING = { probeEveryMs: 6000, probeTimeoutMs: 10_000 } as const;

/** The whole machine as a pure transition. */
export const nextNetworkState = (state: NetworkState, event: NetworkEvent): NetworkState => {
  switch (event.type) {
    case "apiResponse":
      if (event.status <= 0) return { ...state, status: "Offline" };
      if (event.status > 499) return { ...state, status: "Breakdown" };
      return { ...state, status: "Online" };
    case "probe":
      // The probe only moves between Online and Offline, and never against the platform's signal.
      if (event.ok && state.status === "Offline" && state.platformOnline !== false)
        return { ...state, status: "Online" };
      if (!event.ok && state.status === "Online" && state.platformOnline !== true)
        return { ...state, status: "Offline" };
      return state;
    case "platform":
      if (!event.online && state.status !== "Breakdown") return { status: "Offline", platformOnline: false };
      return { ...state, platformOnline: event.online };
  }
};
