import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { type ApiError, errorText, isApiError } from "../../kernel/ApiError";
import type { NavigationRequests } from "../../kernel/NavigationRequests";
import { PageData } from "../../kernel/pageData/PageData";
import type { PageDataState } from "../../kernel/pageData/pageDataState";
import { Store } from "../../kernel/Store";
import type { ClockPort } from "../../ports/ClockPort";
import type { PlatformPort } from "../../ports/PlatformPort";
import { type ProviderSetup, ProviderSetupReply, toProviderSetup } from "../api/cardSetupReply";
import {
  CARD_FIELDS,
  type CardErrors,
  type CardField,
  type CardForm,
  EMPTY_CARD_FORM,
  PROVIDER_FIELDS,
  cardAttributes,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateCardForm,
} from "../domain/cardRules";
import { SETUP_ID_PARAMETER, SETUP_STATUS_PARAMETER, withQuery } from "../domain/checkoutAddress";
import { PROVIDER_TEXTS } from "../domain/checkoutTexts";
import { leaveTo } from "./leaveTo";

export interface CardProviderState {
  readonly status: "loading" | "open" | "saved" | "expired" | "error";
  /** The load's failure (expired: the provider's 404 text). */
  readonly error: string | null;
  readonly setup: ProviderSetup | null;
  readonly form: CardForm;
  /** The messages under the fields: the page's own checks once touched, and the provider's 422s. */
  readonly errors: CardErrors;
  readonly touched: { readonly [K in CardField]?: boolean };
  readonly saving: boolean;
  /** A decline (402): the provider's message in an alert; the form stays. */
  readonly decline: string | null;
  /** Any other failure of Save. */
  readonly problem: string | null;
  readonly announcement: { readonly id: number; readonly text: string } | null;
}

const INITIAL: CardProviderState = {
  status: "loading",
  error: null,
  setup: null,
  form: EMPTY_CARD_FORM,
  errors: {},
  touched: {},
  saving: false,
  decline: null,
  problem: null,
  announcement: null,
};

const FORMATTERS: Readonly<Record<CardField, (typed: string) => string>> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
  postalCode: (typed) => typed.slice(0, 16),
};

interface WireFieldError {
  readonly title?: unknown;
  readonly message?: unknown;
  readonly source?: { readonly pointer?: unknown };
}

const textOf = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/** The provider's 422 messages by form field (`source.pointer` /data/attributes/<field>). */
const fieldErrorsOf = (error: ApiError): CardErrors => {
  const body = error.meta?.body as { errors?: readonly WireFieldError[] } | undefined;
  const errors: { [K in CardField]?: string } = {};
  for (const wire of body?.errors ?? []) {
    const name = /^\/data\/attributes\/([a-z_]+)$/.exec(textOf(wire.source?.pointer) ?? "")?.[1];
    const field = name ? PROVIDER_FIELDS[name] : undefined;
    const message = textOf(wire.message) ?? textOf(wire.title);
    if (field && message) errors[field] ??= message;
  }
  return errors;
};

const setupStateOf = (view: PageDataState<ProviderSetup>): CardProviderState => {
  if (view.status === "idle" || view.status === "loading") return INITIAL;
  if (view.status === "ready")
    return { ...INITIAL, status: view.data.status === "succeeded" ? "saved" : "open", setup: view.data };
  const { error } = view.failure;
  const expired = isApiError(error) && (error.status === 404 || error.status === 410);
  return {
    ...INITIAL,
    status: expired ? "expired" : "error",
    error: expired ? error.title || PROVIDER_TEXTS.expired : view.failure.message,
  };
};

/**
 * The demo card provider's hosted page (/demo-card/{setupId}, contract 14): its own calls under
 * demo/card-provider/…, authorised by the setup id alone. Saving a good card returns the browser to
 * the app's return address with setup_id and setup_status=succeeded; Cancel returns with
 * setup_status=canceled; a decline stays here with the provider's message. Each setup is read once
 * per visit (a second open of the same one while it loads waits for it).
 */
export class CardProviderSession {
  readonly #store = new Store<CardProviderState>(INITIAL);
  readonly state$: Observable<CardProviderState>;
  readonly #setup: PageData<ProviderSetup, string>;
  #announcements = 0;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    private readonly clock: Pick<ClockPort, "now">,
    private readonly navigation: Pick<NavigationRequests, "go">,
    private readonly platform: Pick<PlatformPort, "assign">,
  ) {
    this.#setup = new PageData(
      async (setupId: string) =>
        toProviderSetup(
          await this.api.request(
            { method: "GET", path: `demo/card-provider/setups/${encodeURIComponent(setupId)}` },
            ProviderSetupReply,
          ),
        ),
      { keyed: true },
    );
    this.#setup.state$.subscribe((view) => this.#store.set(setupStateOf(view)));
    this.state$ = this.#setup.whileRead(this.#store.state$);
  }

  get state(): CardProviderState {
    return this.#store.value;
  }

  /** Loads the setup: its test cards and where to return (again after a failure: 'Try again'). */
  async open(setupId: string): Promise<void> {
    await this.#setup.open(setupId);
  }

  /** A keystroke or paste: kept formatted as the provider prints it (card number in groups of four). */
  set(field: CardField, typed: string): void {
    this.#store.update((state) => {
      const form = { ...state.form, [field]: FORMATTERS[field](typed) };
      const errors = { ...state.errors };
      // The field changed: its old message goes, and comes back (by the page's checks) once touched.
      delete errors[field];
      const check = validateCardForm(form, this.clock.now());
      if (state.touched[field] && check[field]) errors[field] = check[field];
      return { ...state, form, errors, decline: null, problem: null };
    });
  }

  /** Leaving a field shows its message, if any. */
  blur(field: CardField): void {
    this.#store.update((state) => {
      if (state.form[field] === "" && !state.touched[field]) return state;
      const touched = { ...state.touched, [field]: true };
      const message = validateCardForm(state.form, this.clock.now())[field];
      // A provider's message stays: the field has not changed since it was given.
      return { ...state, touched, errors: message ? { ...state.errors, [field]: message } : state.errors };
    });
  }

  /** Fills the number of one of the listed test cards. */
  fillTestCard(number: string): void {
    this.set("number", number);
  }

  /** 'Save card': the page's checks, then the provider's (422 per field, 402 declines). */
  async save(): Promise<void> {
    const state = this.state;
    if (state.status !== "open" || !state.setup || state.saving) return;
    const check = validateCardForm(state.form, this.clock.now());
    const touched = Object.fromEntries(CARD_FIELDS.map((field) => [field, true]));
    if (Object.keys(check).length > 0) {
      this.#store.set({ ...state, touched, errors: check, announcement: this.#announce(PROVIDER_TEXTS.fixFields) });
      return;
    }
    const shown = state.setup;
    const setupId = shown.id;
    this.#store.set({
      ...state,
      touched,
      errors: {},
      saving: true,
      decline: null,
      problem: null,
      announcement: this.#announce(PROVIDER_TEXTS.saving),
    });
    try {
      const reply = toProviderSetup(
        await this.api.request(
          {
            method: "POST",
            path: `demo/card-provider/setups/${encodeURIComponent(setupId)}/confirm`,
            body: { data: { type: "card_setups", attributes: cardAttributes(state.form) } },
          },
          ProviderSetupReply,
        ),
      );
      if (this.#setup.data !== shown) return;
      this.#store.update((current) => ({ ...current, announcement: this.#announce(PROVIDER_TEXTS.saved) }));
      leaveTo(reply.returnUrl, this.navigation, this.platform);
    } catch (error) {
      // Answers for a setup no longer shown (another one opened, or the page was left) are dropped.
      if (this.#setup.data !== shown) return;
      this.#refused(error);
    }
  }

  /** 'Cancel': back to the app, which says the card was not added. */
  cancel(): void {
    const setup = this.state.setup;
    if (!setup) return;
    leaveTo(
      withQuery(setup.returnUrl, { [SETUP_ID_PARAMETER]: setup.id, [SETUP_STATUS_PARAMETER]: "canceled" }),
      this.navigation,
      this.platform,
    );
  }

  /** A setup already saved (the browser came back to it): return as a save would have. */
  returnSaved(): void {
    const setup = this.state.setup;
    if (!setup) return;
    leaveTo(
      withQuery(setup.returnUrl, { [SETUP_ID_PARAMETER]: setup.id, [SETUP_STATUS_PARAMETER]: "succeeded" }),
      this.navigation,
      this.platform,
    );
  }

  #refused(error: unknown): void {
    if (isApiError(error) && error.status === 422) {
      const errors = fieldErrorsOf(error);
      const found = Object.keys(errors).length > 0;
      this.#store.update((state) => ({
        ...state,
        saving: false,
        errors,
        problem: found ? null : errorText(error),
        announcement: found ? this.#announce(PROVIDER_TEXTS.fixFields) : state.announcement,
      }));
      return;
    }
    if (isApiError(error) && error.status === 402) {
      const message = error.title || errorText(error);
      this.#store.update((state) => ({ ...state, saving: false, decline: message }));
      return;
    }
    if (isApiError(error) && (error.status === 404 || error.status === 410)) {
      this.#store.update((state) => ({
        ...state,
        saving: false,
        status: "expired",
        error: error.title || PROVIDER_TEXTS.expired,
      }));
      return;
    }
    this.#store.update((state) => ({ ...state, saving: false, problem: errorText(error) }));
  }

  #announce(text: string): { readonly id: number; readonly text: string } {
    this.#announcements += 1;
    return { id: this.#announcements, text };
  }
}
