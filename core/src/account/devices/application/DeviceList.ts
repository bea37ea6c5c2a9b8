import type { Observable } from "rxjs";
import type { ApiClient } from "../../../api/ApiClient";
import { errorText } from "../../../kernel/ApiError";
import { Store } from "../../../kernel/Store";
import { accountCalls } from "../../accountCalls";
import type { Device, PhoneType } from "../domain/Device";
import { DEVICE_TEXTS } from "../domain/deviceTexts";
import { type PairingQr, readPairingQr } from "../domain/pairingQr";
import { DeviceListReply, DeviceReply, toDevice } from "./deviceReplies";

export const SVG_TYPE = "image/svg+xml";

/** The pairing dialog's QR code. */
export type QrState =
  | { readonly status: "closed" }
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly qr: PairingQr }
  | { readonly status: "failed"; readonly error: string };

export interface DeviceListState {
  readonly status: "idle" | "loading" | "ready" | "failed";
  readonly loadError: string | null;
  /** Most recently paired first, as the server lists them. */
  readonly devices: readonly Device[];
  /** The device being removed. */
  readonly removing: string | null;
  readonly qr: QrState;
  readonly announcement: { readonly id: number; readonly text: string } | null;
  readonly problem: { readonly title: string; readonly message: string } | null;
}

export const INITIAL_DEVICE_LIST: DeviceListState = {
  status: "idle",
  loadError: null,
  devices: [],
  removing: null,
  qr: { status: "closed" },
  announcement: null,
  problem: null,
};

/**
 * The user's phones (spec 3 §3 "Device", §7; issue 14): the list (GET devices), removal
 * (DELETE devices/{id}), the pairing QR code (GET devices/qr as image/svg+xml) and the pairing call
 * a phone makes with the code it scanned (POST devices/pair).
 */
export class DeviceList {
  readonly #store = new Store<DeviceListState>(INITIAL_DEVICE_LIST);
  readonly state$: Observable<DeviceListState> = this.#store.state$;
  #announcements = 0;
  #loads = 0;
  #qrs = 0;

  constructor(private readonly api: Pick<ApiClient, "request" | "send">) {}

  get state(): DeviceListState {
    return this.#store.value;
  }

  /** Loads the list; the devices already shown stay while it loads again. */
  async load(): Promise<void> {
    const load = ++this.#loads;
    this.#store.update((state) => ({
      ...state,
      status: state.status === "ready" ? "ready" : "loading",
      loadError: null,
    }));
    try {
      const reply = await this.api.request({ method: "GET", path: accountCalls.devices() }, DeviceListReply);
      if (load !== this.#loads) return;
      this.#store.update((state) => ({ ...state, status: "ready", devices: reply.data.map(toDevice) }));
    } catch (error) {
      if (load !== this.#loads) return;
      this.#store.update((state) => ({ ...state, status: "failed", loadError: errorText(error) }));
    }
  }

  /** Unpairs a phone; true when it is gone. */
  async remove(deviceId: string): Promise<boolean> {
    const device = this.state.devices.find((candidate) => candidate.id === deviceId);
    if (!device || this.state.removing) return false;
    this.#store.update((state) => ({ ...state, removing: deviceId, problem: null }));
    try {
      await this.api.send({ method: "DELETE", path: accountCalls.device(deviceId) });
      this.#loads += 1;
      this.#store.update((state) => ({
        ...state,
        removing: null,
        devices: state.devices.filter((candidate) => candidate.id !== deviceId),
      }));
      this.#announce(DEVICE_TEXTS.removed(device.model));
      return true;
    } catch (error) {
      this.#store.update((state) => ({
        ...state,
        removing: null,
        problem: { title: DEVICE_TEXTS.somethingWentWrong, message: errorText(error) },
      }));
      return false;
    }
  }

  /** Opens the pairing dialog with a fresh QR code (each one is a new one-use code). */
  async showQr(): Promise<void> {
    const request = ++this.#qrs;
    this.#store.update((state) => ({ ...state, qr: { status: "loading" } }));
    try {
      const response = await this.api.send({
        method: "GET",
        path: accountCalls.qr(),
        headers: { Accept: SVG_TYPE },
        noCache: true,
      });
      const qr = readPairingQr(response.body);
      if (request !== this.#qrs) return;
      this.#store.update((state) => ({
        ...state,
        qr: qr ? { status: "ready", qr } : { status: "failed", error: DEVICE_TEXTS.qrFailed },
      }));
    } catch (error) {
      if (request !== this.#qrs) return;
      this.#store.update((state) => ({ ...state, qr: { status: "failed", error: errorText(error) } }));
    }
  }

  /** Closes the dialog ('Done'): the list loads again, with the phone that was just paired. */
  async closeQr(): Promise<void> {
    this.#qrs += 1;
    this.#store.update((state) => ({ ...state, qr: { status: "closed" } }));
    await this.load();
  }

  /** The phone's side: pairs it with the account whose QR code carried `code`. */
  async pair(code: string, type: PhoneType, model: string): Promise<Device> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: accountCalls.pair(),
        body: { data: { type: "devices", attributes: { code, type, model: model.trim() } } },
      },
      DeviceReply,
    );
    return toDevice(reply.data);
  }

  /** Reads a status out (e.g. the view's 'Link copied'). */
  announce(text: string): void {
    this.#announce(text);
  }

  dismissProblem(): void {
    this.#store.update((state) => ({ ...state, problem: null }));
  }

  #announce(text: string): void {
    this.#announcements += 1;
    this.#store.update((state) => ({ ...state, announcement: { id: this.#announcements, text } }));
  }
}
