/** Spec 3 §7 "User, settings, devices": the account calls of the profile area. */
export const accountCalls = {
  settings: () => "v2/user/settings",
  devices: () => "devices",
  device: (deviceId: string) => `devices/${encodeURIComponent(deviceId)}`,
  qr: () => "devices/qr",
  pair: () => "devices/pair",
  archive: () => "v2/user/archive",
} as const;
