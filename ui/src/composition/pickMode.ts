export type Mode = "demo" | "api" | "desktop";

/** Desktop when the preload bridge is present; otherwise the build's setting, demo by default. */
export const pickMode = (env: { VITE_LECTERN_MODE?: string }, host: object): Mode => {
  if ("lecternDesktop" in host) return "desktop";
  return env.VITE_LECTERN_MODE === "api" ? "api" : "demo";
};
