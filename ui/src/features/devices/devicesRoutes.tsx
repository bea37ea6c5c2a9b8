import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { WithRouteServices } from "../shell/WithRouteServices";

const DevicePairingPage = lazyNamed(() => import("./DevicePairingPage"), "DevicePairingPage");

/**
 * /devices/pair?code=… (issue 14): what a phone opens from the QR code of 'Pair a phone'. A page of
 * its own, outside the main layout, and public: the one-use code in the address is the capability.
 */
export const devicesRoutes: RouteObject[] = [
  {
    path: "devices/pair",
    element: (
      <WithRouteServices name="accountSettings">
        <DevicePairingPage />
      </WithRouteServices>
    ),
  },
];
