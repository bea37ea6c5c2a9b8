import { Container } from "inversify";
import { bindUseCases } from "./bindUseCases";
import type { Mode } from "./pickMode";

/**
 * One container per app: the mode's bind function provides the ports, then the core is bound on
 * top. Each mode's adapters load lazily so one mode never ships another's.
 */
export const createContainer = async (mode: Mode): Promise<Container> => {
  const container = new Container({ defaultScope: "Singleton" });
  if (mode === "demo")
    (await import("./bindDemo")).bindDemo(container, await (await import("./openBrowserDemo")).openBrowserDemo());
  if (mode === "api") (await import("./bindApi")).bindApi(container, import.meta.env);
  if (mode === "desktop") (await import("./bindDesktop")).bindDesktop(container, import.meta.env);
  bindUseCases(container);
  return container;
};
