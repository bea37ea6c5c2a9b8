import type { Container } from "inversify";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { DialogHost, ToastHost } from "./kit";
import { ContainerContext } from "./composition/ContainerContext";
import { routes } from "./routes";
import { BillingPromptHost } from "./features/billing/BillingPromptHost";

/** The route table, matched against the location (declarative mode: see the note on App). */
function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Providers around the router: the mode's container, dialogs and toasts. The router is the
 * declarative BrowserRouter, not the data router (createBrowserRouter): the app uses no loaders,
 * actions, fetchers or blockers, and the data router's machinery was 2/3 of react-router's bytes in
 * the first load. Lazy pages are React.lazy elements (lazyNamed) under RootLayout's Suspense.
 */
export function App({ container }: { container: Container }) {
  return (
    <ContainerContext.Provider value={container}>
      <ToastHost>
        <DialogHost>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <BillingPromptHost />
        </DialogHost>
      </ToastHost>
    </ContainerContext.Provider>
  );
}
