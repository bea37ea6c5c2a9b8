import type { Route } from "./Route";
import { type RouteGroup, startsWithSegments } from "./RouteGroup";

/**
 * The demo router's routes in match order, loading each group on the first request whose path could
 * match one of its routes. A failed load (a chunk the browser could not fetch) is forgotten, so the
 * next request tries again.
 */
export class RouteTable {
  readonly #groups: readonly RouteGroup[];
  readonly #loaded = new Map<RouteGroup, Promise<readonly Route[]>>();

  constructor(groups: readonly RouteGroup[]) {
    this.#groups = groups;
  }

  /** Every route that could match `path`, in the groups' order. */
  async routesFor(path: string): Promise<readonly Route[]> {
    const wanted = this.#groups.filter((group) => group.prefixes.some((prefix) => startsWithSegments(path, prefix)));
    return (await Promise.all(wanted.map((group) => this.#load(group)))).flat();
  }

  /** Every group, e.g. on a server where nothing is gained by loading later. */
  async loadAll(): Promise<void> {
    await Promise.all(this.#groups.map((group) => this.#load(group)));
  }

  #load(group: RouteGroup): Promise<readonly Route[]> {
    let routes = this.#loaded.get(group);
    if (!routes) {
      routes = Promise.resolve().then(() => group.load());
      this.#loaded.set(group, routes);
      routes.catch(() => this.#loaded.delete(group));
    }
    return routes;
  }
}
