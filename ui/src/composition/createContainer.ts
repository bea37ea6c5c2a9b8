import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { MediaPort } from "@lectern/core/ports/MediaPort";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import { Container } from "inversify";
import { bindUseCases } from "./bindUseCases";
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
  const loadSignedIn = async () => {
    // A retry after a failed fetch must not bind twice what the first attempt already bound.
    if (!container.isBound(MediaPort)) await binding.bindSignedInPorts(container);
    if (!container.isBound(UploadQueue)) (await import("./bindSignedIn")).bindSignedIn(container);
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
