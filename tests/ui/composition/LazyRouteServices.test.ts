import type { RouteServicesName } from "../../../ui/src/features/shell/routeServices";
import { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { LazyRouteServices } from "../../../ui/src/composition/LazyRouteServices";
import type { RouteServiceModule } from "../../../ui/src/composition/routeServiceModules";

const A = Symbol.for("A");
const B = Symbol.for("B");

/** Modules that record the order they were applied in; `attachments` fails to load `failures` times. */
const modulesOf = (applied: string[], failures = 0) => {
  let left = failures;
  const module = (name: string, bind: (container: Container) => void, needs?: RouteServicesName[]) => ({
    ...(needs ? { needs } : {}),
    load: async () => {
      if (name === "attachments" && left > 0) {
        left -= 1;
        throw new Error("chunk did not arrive");
      }
      return (container: Container) => {
        applied.push(name);
        bind(container);
      };
    },
  });
  const none = () => undefined;
  return {
    attachments: module("attachments", (container) => container.bind(A).toConstantValue("a")),
    sharedRecord: module("sharedRecord", (container) => container.bind(B).toConstantValue("b"), ["attachments"]),
    billing: module("billing", none),
    subscription: module("subscription", none),
    accountSettings: module("accountSettings", none),
    personalDetails: module("personalDetails", none),
    downloads: module("downloads", none),
    accountForms: module("accountForms", none),
    slides: module("slides", none),
  } satisfies Record<RouteServicesName, RouteServiceModule>;
};

describe("LazyRouteServices", () => {
  it("binds a module once however often and however concurrently it is asked for, after what it needs", async () => {
    const container = new Container();
    const applied: string[] = [];
    const modules = modulesOf(applied);
    const services = new LazyRouteServices(container, async () => modules);
    const first = services.ready("sharedRecord");
    expect(services.ready("sharedRecord")).toBe(first);
    await Promise.all([first, services.ready("attachments"), services.ready("sharedRecord")]);
    await services.ready("attachments");
    expect(applied).toEqual(["attachments", "sharedRecord"]);
    expect(container.get(A)).toBe("a");
    expect(container.get(B)).toBe("b");
  });

  it("tries a module again after its chunk failed to load, and binds it once then", async () => {
    const container = new Container();
    const applied: string[] = [];
    const modules = modulesOf(applied, 1);
    const services = new LazyRouteServices(container, async () => modules);
    await expect(services.ready("sharedRecord")).rejects.toThrow("chunk did not arrive");
    expect(applied).toEqual([]);
    await services.ready("sharedRecord");
    expect(applied).toEqual(["attachments", "sharedRecord"]);
  });
});
