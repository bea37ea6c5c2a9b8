import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { render } from "@testing-library/react";
import { Container } from "inversify";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { LazyRouteServices } from "../../../ui/src/composition/LazyRouteServices";
import { ROUTE_SERVICE_MODULES } from "../../../ui/src/composition/routeServiceModules";
import { startUiAdjustments } from "../../../ui/src/composition/startUiAdjustments";
import { RouteServices } from "../../../ui/src/features/shell/routeServices";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { RecordingSocket } from "../../support/RecordingSocket";
import { type ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";

/**
 * The account pages over a scripted API with the real ApiClient and AuthSession, signed in as
 * ada@uni.edu (unless `signedIn` is false), rendered at `path` with a login page to land on; its
 * services bound as the route's ("accountSettings").
 */
export const renderAccountPage = async (
  http: ScriptedHttp,
  page: ReactNode,
  { path = "/profile/settings", signedIn = true }: { path?: string; signedIn?: boolean } = {},
) => {
  http
    .on("GET", "v2/user", ok({ data: { id: 7, attributes: { email: "ada@uni.edu", profile: { first_name: "Ada" } } } }))
    .on("GET", "v2/user/permissions", ok({ data: { attributes: { aiHighlightsGeneration: true } } }));
  const keyValue = new InMemoryKeyValue();
  const api = new ApiClient(http, keyValue, new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const session = new AuthSession(api, keyValue, new RecordingSocket(), new NavigationRequests());
  if (signedIn) await session.signIn("tok");
  const container = new Container({ defaultScope: "Singleton" });
  container.bind(ApiClient).toConstantValue(api);
  container.bind(AuthSession).toConstantValue(session);
  // As the composition root does: the pages' route services, and the adjustments from sign-in on.
  const routeServices = new LazyRouteServices(container, async () => ROUTE_SERVICE_MODULES);
  container.bind<RouteServices>(RouteServices).toConstantValue(routeServices);
  await routeServices.ready("accountSettings");
  if (signedIn) await startUiAdjustments(container);
  const route = path.split("?")[0] ?? path;
  render(
    <ContainerContext.Provider value={container}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="/auth/login" element={<h1>Log in</h1>} />
        </Routes>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { session, container, keyValue };
};
