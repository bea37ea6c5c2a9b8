import type { Observable } from "rxjs";
import type { ApiClient } from "../../../api/ApiClient";
import { type ApiError, errorText, isApiError } from "../../../kernel/ApiError";
import { type Touched, touchAll, validateForm, visibleErrors } from "../../../kernel/formState";
import { PageData } from "../../../kernel/pageData/PageData";
import type { PageDataState } from "../../../kernel/pageData/pageDataState";
import { Store } from "../../../kernel/Store";
import { accountCalls } from "../../accountCalls";
import { DEFAULT_SECONDS } from "../domain/settingsLimits";
import { SETTINGS_TEXTS } from "../domain/settingsTexts";
import {
  SETTINGS_RULES,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
  type UserSettings,
  fieldOfPointer,
  formOf,
  isSettingsDirty,
  settingsChange,
} from "../domain/userSettings";
import { UserSettingsReply, toUserSettings } from "./settingsReplies";

/** A status to read out; the id tells two equal texts apart. */
export interface SettingsAnnouncement {
  readonly id: number;
  readonly text: string;
}

export interface UserSettingsState {
  readonly status: "idle" | "loading" | "ready" | "failed";
  readonly loadError: string | null;
  /** What the server holds; null until loaded. */
  readonly saved: UserSettings | null;
  /** What the form shows. */
  readonly draft: SettingsForm;
  /** A touched field's own rule, else the server's 422 for it. */
  readonly errors: SettingsErrors;
  /** Save has something to send. */
  readonly dirty: boolean;
  readonly saving: boolean;
  /** Bumps when a save is refused (by the rules or the server), so the form can focus the first message. */
  readonly refusals: number;
  readonly announcement: SettingsAnnouncement | null;
  /** A failure that belongs to no field: the generic error dialog (spec 3 §8). */
  readonly problem: { readonly title: string; readonly message: string } | null;
}

const DEFAULT_FORM: SettingsForm = {
  backtrackSeconds: String(DEFAULT_SECONDS.backtrack),
  flagBeforeSeconds: String(DEFAULT_SECONDS.before),
  flagAfterSeconds: String(DEFAULT_SECONDS.after),
  autoHighlights: true,
  widgetType: "advanced",
  showHighlightNotes: true,
  uiAdjustments: false,
};

export const INITIAL_USER_SETTINGS: UserSettingsState = {
  status: "idle",
  loadError: null,
  saved: null,
  draft: DEFAULT_FORM,
  errors: {},
  dirty: false,
  saving: false,
  refusals: 0,
  announcement: null,
  problem: null,
};

interface WireError {
  readonly title?: unknown;
  readonly message?: unknown;
  readonly source?: { readonly pointer?: unknown };
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** A 422's messages by form field, and those that belong to none. */
const fieldErrorsOf = (error: ApiError): { fields: SettingsErrors; other: string[] } => {
  const body = error.meta?.body as { errors?: unknown } | null | undefined;
  const wires = Array.isArray(body?.errors) ? (body.errors as WireError[]) : [];
  const fields: Partial<Record<SettingsField, string>> = {};
  const other: string[] = [];
  for (const wire of wires) {
    const message = text(wire.message) ?? text(wire.title);
    if (message === null) continue;
    const field = fieldOfPointer(text(wire.source?.pointer) ?? "");
    if (field) fields[field] ??= message;
    else other.push(message);
  }
  return { fields, other };
};

/**
 * /profile/settings (issue 14; spec 2 §3, spec 3 §3, §5, §7): loads the user's settings
 * (GET v2/user/settings), keeps the form's draft, and sends only what changed with
 * POST v2/user/settings, only when something did. A 422 shows under its field. `onSaved` hears every
 * settings the server answers with (load and save), so the accessibility adjustments follow at once;
 * the widget reads the settings again at its next recording. Each visit loads afresh: the page's
 * first reader starts the load, the last one leaving forgets the draft.
 */
export class UserSettingsEditor {
  readonly #store = new Store<UserSettingsState>(INITIAL_USER_SETTINGS);
  readonly state$: Observable<UserSettingsState>;
  readonly #settings: PageData<UserSettings>;
  #touched: Touched<SettingsForm> = {};
  #serverErrors: SettingsErrors = {};
  #announcements = 0;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    private readonly onSaved: (settings: UserSettings) => void = () => undefined,
  ) {
    this.#settings = new PageData(async () =>
      toUserSettings(await this.api.request({ method: "GET", path: accountCalls.settings() }, UserSettingsReply)),
    );
    this.#settings.state$.subscribe((view) => this.#show(view));
    this.state$ = this.#settings.whileRead(this.#store.state$);
  }

  get state(): UserSettingsState {
    return this.#store.value;
  }

  /** Reads the settings; a new load drops the draft. */
  async load(): Promise<void> {
    await this.#settings.load();
  }

  #show(view: PageDataState<UserSettings>): void {
    switch (view.status) {
      case "idle":
        this.#store.set(INITIAL_USER_SETTINGS);
        return;
      case "loading":
        this.#touched = {};
        this.#serverErrors = {};
        this.#store.update((state) => ({ ...state, status: "loading", loadError: null, problem: null }));
        return;
      case "failed":
        this.#store.update((state) => ({ ...state, status: "failed", loadError: view.failure.message }));
        return;
      case "ready": {
        // Every load is a fresh one (never a re-read), so a ready view is the server's newest answer.
        const saved = view.data;
        this.#store.set({
          ...INITIAL_USER_SETTINGS,
          status: "ready",
          saved,
          draft: formOf(saved),
          refusals: this.#store.value.refusals,
        });
        this.onSaved(saved);
      }
    }
  }

  edit<K extends SettingsField>(field: K, value: SettingsForm[K]): void {
    if (this.#serverErrors[field] !== undefined) {
      const { [field]: _dropped, ...rest } = this.#serverErrors;
      this.#serverErrors = rest;
    }
    this.#refresh({ draft: { ...this.#store.value.draft, [field]: value } });
  }

  /** The field lost focus: its own rule's message shows from now on (spec 1 §5). */
  touch(field: SettingsField): void {
    if (this.#touched[field]) return;
    this.#touched = { ...this.#touched, [field]: true };
    this.#refresh({});
  }

  /** Sends what changed; nothing when nothing did, or while the rules refuse the form. */
  async save(): Promise<void> {
    const state = this.#store.value;
    if (state.status !== "ready" || state.saving || !state.saved) return;
    this.#touched = touchAll(SETTINGS_RULES);
    if (Object.keys(validateForm(state.draft, SETTINGS_RULES)).length > 0) {
      this.#refresh({ refusals: state.refusals + 1 });
      return;
    }
    const change = settingsChange(state.saved, state.draft);
    if (change === null) {
      this.#announce(SETTINGS_TEXTS.nothingToSave);
      return;
    }
    this.#store.update((current) => ({ ...current, saving: true, problem: null }));
    try {
      const reply = await this.api.request(
        {
          method: "POST",
          path: accountCalls.settings(),
          body: { data: { type: "user_settings", attributes: change } },
        },
        UserSettingsReply,
      );
      const saved = toUserSettings(reply);
      this.#touched = {};
      this.#serverErrors = {};
      this.#refresh({ saved, draft: formOf(saved), saving: false });
      this.onSaved(saved);
      this.#announce(SETTINGS_TEXTS.saved);
    } catch (error) {
      this.#refused(error);
    }
  }

  dismissProblem(): void {
    this.#store.update((state) => ({ ...state, problem: null }));
  }

  #refused(error: unknown): void {
    const refusals = this.#store.value.refusals + 1;
    if (isApiError(error) && error.status === 422) {
      const { fields, other } = fieldErrorsOf(error);
      this.#serverErrors = fields;
      const problem =
        Object.keys(fields).length === 0
          ? { title: SETTINGS_TEXTS.somethingWentWrong, message: other[0] ?? error.message }
          : null;
      this.#refresh({ saving: false, refusals, problem });
      return;
    }
    this.#refresh({
      saving: false,
      problem: { title: SETTINGS_TEXTS.somethingWentWrong, message: errorText(error) },
    });
  }

  #announce(announcement: string): void {
    this.#announcements += 1;
    this.#store.update((state) => ({ ...state, announcement: { id: this.#announcements, text: announcement } }));
  }

  #refresh(change: Partial<UserSettingsState>): void {
    const next = { ...this.#store.value, ...change };
    const own = visibleErrors(validateForm(next.draft, SETTINGS_RULES), this.#touched);
    const errors: SettingsErrors = { ...this.#serverErrors, ...own };
    const dirty = next.saved !== null && isSettingsDirty(next.saved, next.draft);
    this.#store.set({ ...next, errors, dirty });
  }
}
