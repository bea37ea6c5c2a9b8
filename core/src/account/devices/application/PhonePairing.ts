import type { Observable } from "rxjs";
import { errorText } from "../../../kernel/ApiError";
import { Store } from "../../../kernel/Store";
import { type Device, MAX_MODEL_LENGTH, type PhoneType } from "../domain/Device";
import { DEVICE_TEXTS } from "../domain/deviceTexts";
import { phoneFromUserAgent } from "../domain/phoneFromUserAgent";
import type { DeviceList } from "./DeviceList";

export interface PhonePairingState {
  /** `ready`: waiting for 'Pair this phone'. `noCode`: the address carried no code. */
  readonly status: "ready" | "pairing" | "paired" | "failed" | "noCode";
  readonly code: string | null;
  /** What the user agent told; the person can correct it when it could not tell. */
  readonly type: PhoneType | null;
  readonly model: string;
  /** The browser did not say which phone it is: the page asks. */
  readonly asksPhone: boolean;
  readonly errors: { readonly type?: string; readonly model?: string };
  /** Why pairing failed (the server's 410 text, a lost connection…). */
  readonly problem: string | null;
  readonly device: Device | null;
}

export const INITIAL_PHONE_PAIRING: PhonePairingState = {
  status: "noCode",
  code: null,
  type: null,
  model: "",
  asksPhone: false,
  errors: {},
  problem: null,
  device: null,
};

const modelProblem = (model: string): string | undefined => {
  const trimmed = model.trim();
  if (!trimmed) return DEVICE_TEXTS.modelRequired;
  return trimmed.length > MAX_MODEL_LENGTH ? DEVICE_TEXTS.modelTooLong : undefined;
};

/**
 * The page a phone opens from the QR code (/devices/pair?code=…; issue 14): says which device is
 * being paired (read from its user agent), pairs it with POST devices/pair, and then says so.
 * No sign-in: the code is the capability.
 */
export class PhonePairing {
  readonly #store = new Store<PhonePairingState>(INITIAL_PHONE_PAIRING);
  readonly state$: Observable<PhonePairingState> = this.#store.state$;

  constructor(private readonly devices: Pick<DeviceList, "pair">) {}

  get state(): PhonePairingState {
    return this.#store.value;
  }

  /** The page opened: its code and the browser's user agent. */
  open(code: string | null, userAgent: string): void {
    const phone = phoneFromUserAgent(userAgent);
    const trimmed = code?.trim() ?? "";
    this.#store.set({
      ...INITIAL_PHONE_PAIRING,
      status: trimmed ? "ready" : "noCode",
      code: trimmed || null,
      type: phone.type,
      model: phone.model,
      asksPhone: phone.type === null,
    });
  }

  setType(type: PhoneType): void {
    this.#store.update((state) => ({ ...state, type, errors: { ...state.errors, type: undefined } }));
  }

  setModel(model: string): void {
    this.#store.update((state) => ({ ...state, model, errors: { ...state.errors, model: undefined } }));
  }

  /** 'Pair this phone'. */
  async pair(): Promise<void> {
    const state = this.state;
    if (!state.code || state.status === "pairing" || state.status === "paired") return;
    const errors = {
      type: state.type === null ? DEVICE_TEXTS.typeRequired : undefined,
      model: modelProblem(state.model),
    };
    if (errors.type || errors.model || state.type === null) {
      this.#store.update((current) => ({ ...current, errors }));
      return;
    }
    this.#store.update((current) => ({ ...current, status: "pairing", errors: {}, problem: null }));
    try {
      const device = await this.devices.pair(state.code, state.type, state.model);
      this.#store.update((current) => ({ ...current, status: "paired", device }));
    } catch (error) {
      this.#store.update((current) => ({ ...current, status: "failed", problem: errorText(error) }));
    }
  }
}
