import { DEMO_ROUTE_GROUPS, DEMO_TEST_ROUTE_GROUPS } from "@lectern/adapters/demo/routing/demoRouteGroups";
import { type Route, route } from "@lectern/adapters/demo/routing/Route";
import { eagerGroup, startsWithSegments } from "@lectern/adapters/demo/routing/RouteGroup";
import { RouteTable } from "@lectern/adapters/demo/routing/RouteTable";
import { describe, expect, it } from "vitest";

const ok = () => ({ status: 200, headers: {}, body: null });

describe("demo route groups", () => {
  it("declare literal prefixes that every one of their patterns starts with", async () => {
    for (const group of [...DEMO_ROUTE_GROUPS, ...DEMO_TEST_ROUTE_GROUPS]) {
      const routes = await group.load();
      expect(routes.length).toBeGreaterThan(0);
      for (const prefix of group.prefixes) expect(prefix).toMatch(/^[^{}]+$/);
      for (const { pattern } of routes) {
        const covered = group.prefixes.some((prefix) => startsWithSegments(pattern, prefix));
        expect(covered, `${pattern} is outside ${group.prefixes.join(", ")}`).toBe(true);
      }
    }
  });
});

describe("RouteTable", () => {
  it("loads only the groups a path can match, once, and keeps the groups' order", async () => {
    const loads: string[] = [];
    const lazy = (name: string, prefixes: string[], routes: Route[]) => ({
      prefixes,
      load: async () => {
        loads.push(name);
        return routes;
      },
    });
    const first = route("GET", "sessions/{id}", ok);
    const second = route("POST", "sessions/{id}", ok);
    const table = new RouteTable([
      eagerGroup([""], []),
      lazy("a", ["sessions"], [first]),
      lazy("b", ["notes"], []),
      lazy("c", ["sessions"], [second]),
    ]);
    expect(await table.routesFor("sessions/1")).toEqual([first, second]);
    expect(await table.routesFor("sessionsX")).toEqual([]);
    expect(await table.routesFor("sessions/2")).toEqual([first, second]);
    expect(loads).toEqual(["a", "c"]);
  });

  it("tries a group again after its load failed", async () => {
    const only = route("GET", "billing/products", ok);
    let attempts = 0;
    const table = new RouteTable([
      {
        prefixes: ["billing"],
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error("chunk not fetched");
          return [only];
        },
      },
    ]);
    await expect(table.routesFor("billing/products")).rejects.toThrow("chunk not fetched");
    expect(await table.routesFor("billing/products")).toEqual([only]);
  });
});
