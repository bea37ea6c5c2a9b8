import type { OperatingSystem } from "../../ports/PlatformPort";

/** Spec 2 §4.3, §9: 840 × 900 with a side panel; otherwise 312 wide on Windows, else 300, by 900. */
export const widgetWindowSize = (panelVisible: boolean, os: OperatingSystem): { width: number; height: number } => {
  if (panelVisible) return { width: 840, height: 900 };
  return { width: os === "windows" ? 312 : 300, height: 900 };
};
