import type { Container } from "inversify";
import type { RouteServicesName } from "../features/shell/routeServices";

/** How one name's services are bound: the module that binds them, and the names it builds on. */
export interface RouteServiceModule {
  readonly needs?: readonly RouteServicesName[];
  readonly load: () => Promise<(container: Container) => void>;
}

/**
 * Every lazily bound group of services and where its bindings live. Each module loads with the
 * first route that needs it (never with /auth/login) and is applied once per container, so no
 * binding asks whether it was bound before.
 */
export const ROUTE_SERVICE_MODULES: Readonly<Record<RouteServicesName, RouteServiceModule>> = {
  accountForms: { load: async () => (await import("./bindAccountForms")).bindAccountForms },
  attachments: { load: async () => (await import("./bindAttachmentViewer")).bindAttachmentViewer },
  billing: { load: async () => (await import("./bindBilling")).bindBilling },
  subscription: { load: async () => (await import("./bindSubscription")).bindSubscription },
  accountSettings: { load: async () => (await import("./bindAccountSettings")).bindAccountSettings },
  // /profile/personal also holds the devices and 'Delete account' sections.
  personalDetails: {
    needs: ["accountSettings"],
    load: async () => (await import("./bindPersonalDetails")).bindPersonalDetails,
  },
  sharedRecord: {
    needs: ["attachments"],
    load: async () => (await import("./bindSharedRecord")).bindSharedRecord,
  },
  downloads: { load: async () => (await import("./bindDownloads")).bindDownloads },
  slides: { load: async () => (await import("./bindSlides")).bindSlides },
};
