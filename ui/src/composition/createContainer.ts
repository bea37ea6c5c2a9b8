import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import { Container } from "inversify";
import { RouteServices } from "../features/shell/routeServices";
import { bindUseCases } from "./bindUseCases";
import { LazyRouteServices } from "./LazyRouteServices";
import type { ModeBinding } from "./ModeBinding";
import type { Mode } from "./pickMode";

export interface Composition {
  readonly container: Container;
  /** Starts fetching what the first request needs (the demo backend); call it on the first input. */
  readonly warmUp: () => void;
}

/** Each mode's adapters load lazily so one mode never ships another's. */
const modeBinding = async (mode: Mode): Promise<ModeBinding> => {
  if (mode === "api") return (await import("./bindApi")).apiMode(import.meta.env);
  if (mode === "desktop") return (await import("./bindDesktop")).desktopMode(import.meta.env);
  return (await import("./bindDemo")).demoMode();
};

/**
 * One container per app: the mode binds the ports every page needs, then the core of the sign-in
 * pages is bound on top, and the AppLifecycle that binds the rest — the mode's signed-in ports and
 * bindSignedIn — at the first sign-in. Binding happens once; later sign-ins reuse it.
 */
export const createContainer = async (mode: Mode): Promise<Composition> => {
  const container = new Container({ defaultScope: "Singleton" });
  const binding = await modeBinding(mode);
  binding.bindPorts(container);
  bindUseCases(container);
  container
    .bind<RouteServices>(RouteServices)
    .toConstantValue(
      new LazyRouteServices(container, async () => (await import("./routeServiceModules")).ROUTE_SERVICE_MODULES),
    );
  // Each half is bound once: a retry after a failed fetch binds only what the first attempt did not.
  let portsBound = false;
  let servicesBound = false;
  const loadSignedIn = async () => {
    if (!portsBound) {
      await binding.bindSignedInPorts(container);
      portsBound = true;
    }
    if (!servicesBound) {
      const { bindSignedIn } = await import("./bindSignedIn");
      bindSignedIn(container);
      servicesBound = true;
    }
    return { queue: container.get<UploadQueueContract>(UploadQueue) };
  };
  container
    .bind(AppLifecycle)
    .toResolvedValue(
      (session: AuthSession, network: NetworkMonitor) => new AppLifecycle(session, network, loadSignedIn),
      [AuthSession, NetworkMonitor],
    );
  return { container, warmUp: binding.warmUp };
};
