import type { Container } from "inversify";
import type { RouteServices, RouteServicesName } from "../features/shell/routeServices";
import type { RouteServiceModule } from "./routeServiceModules";

/**
 * The composition root's RouteServices: binds each name's module into the container the first time
 * it is asked for (after the names it needs), once. What is bound is decided by this record of what
 * was applied, not by asking the container (ARCHITECTURE rule 18).
 */
export class LazyRouteServices implements RouteServices {
  readonly #binding = new Map<RouteServicesName, Promise<void>>();

  constructor(
    private readonly container: Container,
    /** The registry itself loads on first use: its module table would weigh on /auth/login. */
    private readonly modules: () => Promise<Readonly<Record<RouteServicesName, RouteServiceModule>>>,
  ) {}

  ready(name: RouteServicesName): Promise<void> {
    let binding = this.#binding.get(name);
    if (!binding) {
      binding = this.#bind(name);
      this.#binding.set(name, binding);
      // A chunk that failed to arrive is fetched again next time; nothing of it was bound.
      binding.catch(() => this.#binding.delete(name));
    }
    return binding;
  }

  async #bind(name: RouteServicesName): Promise<void> {
    const module = (await this.modules())[name];
    await Promise.all((module.needs ?? []).map((needed) => this.ready(needed)));
    const bind = await module.load();
    bind(this.container);
  }
}
