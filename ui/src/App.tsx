import type { Container } from "inversify";
import { useMemo } from "react";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { DialogHost, ToastHost } from "./kit";
import { ContainerContext } from "./composition/ContainerContext";
import { routes } from "./routes";
import { BillingPromptHost } from "./features/billing/BillingPromptHost";

/** Providers around the router: the mode's container, dialogs and toasts. */
export function App({ container }: { container: Container }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ContainerContext.Provider value={container}>
      <ToastHost>
        <DialogHost>
          <RouterProvider router={router} />
          <BillingPromptHost />
        </DialogHost>
      </ToastHost>
    </ContainerContext.Provider>
  );
}
