import { appOriginOf, createPairing, pairingAddress, pairingQrSvg, takePairing } from "../model/devicePairing";
import {
  type DemoDeviceType,
  addDevice,
  deviceModelProblem,
  deviceResource,
  deviceTypeProblem,
  devicesOf,
  removeDevice,
} from "../model/devices";
import { attributesOf, dataOf, requireValid, textOf } from "../routing/bodyFields";
import { dataReply } from "../routing/replies";
import { type Route, authRoute, route } from "../routing/Route";

export const DEVICES_TYPE_TEXT = "The type must be devices.";

/**
 * The user's phones (spec 3 §3 "Device", §7 "User, settings, devices"; contract of issue 14): the
 * list, unpairing, the QR code a phone scans, and the pairing call that phone makes. Pairing is not
 * authenticated: the one-use, ten-minute code in the QR address is the capability.
 */
export const deviceRoutes: readonly Route[] = [
  authRoute("GET", "devices", ({ db, user }) => dataReply(devicesOf(db, user.id).map(deviceResource))),

  authRoute("GET", "devices/qr", async ({ request, db, user, now }) => {
    const pairing = createPairing(db, user.id, now());
    const svg = await pairingQrSvg(pairingAddress(appOriginOf(request.headers), pairing.code));
    return {
      status: 200,
      headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "no-store" },
      body: svg,
    };
  }),

  route("POST", "devices/pair", ({ request, db, now }) => {
    const type = dataOf(request.body)["type"];
    const attributes = attributesOf(request.body);
    const code = textOf(attributes["code"]).trim();
    requireValid([
      ["type", type === undefined || type === "devices" ? null : DEVICES_TYPE_TEXT, "/data/type"],
      ["code", code ? null : "The code field is required."],
      ["type", deviceTypeProblem(attributes["type"])],
      ["model", deviceModelProblem(attributes["model"])],
    ]);
    const at = now();
    const pairing = takePairing(db, code, at);
    const device = addDevice(
      db,
      pairing.userId,
      { type: attributes["type"] as DemoDeviceType, model: textOf(attributes["model"]) },
      at,
    );
    return dataReply(deviceResource(device), 201);
  }),

  authRoute("DELETE", "devices/{id}", ({ db, user, params }) => {
    removeDevice(db, user.id, params["id"] ?? "");
    return { status: 204, headers: {}, body: null };
  }),
];
