/** The soketi / Pusher app credentials used by the demo and its tests (see MACHINE.md "Realtime"). */
export const PUSHER_DEFAULTS = { appId: "app-id", key: "app-key", secret: "app-secret" } as const;
