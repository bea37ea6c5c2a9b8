import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import type { Country } from "../../api/resources/countriesReply";
import type { Profile } from "../../api/resources/userReply";
import type { User } from "../../auth/domain/User";
import { type ApiError, errorText, isApiError } from "../../kernel/ApiError";
import { type Touched, touchAll, validateForm, visibleErrors } from "../../kernel/formState";
import { PageData } from "../../kernel/pageData/PageData";
import type { PageDataState } from "../../kernel/pageData/pageDataState";
import { Store } from "../../kernel/Store";
import {
  EMPTY_DETAILS,
  type PersonalDetailsErrors,
  type PersonalDetailsField,
  type PersonalDetailsForm,
  type ProfileChange,
  avatarDataUrlProblem,
  changedFields,
  fieldOfAttribute,
  formFromProfile,
  isDirty,
  personalDetailsRules,
  rebaseDraft,
} from "../domain/personalDetails";
import { PROFILE_TEXTS } from "../domain/profileTexts";
import { ProfileReply } from "./profileReplies";

/** A status to read out; the id tells two equal texts apart. */
export interface ProfileAnnouncement {
  readonly id: number;
  readonly text: string;
}

/** The generic error dialog's title and text (spec 3 §8). */
export interface ProfileProblem {
  readonly title: string;
  readonly message: string;
}

export interface PersonalDetailsState {
  readonly status: "idle" | "loading" | "ready" | "failed";
  /** Why the details could not be loaded (status failed). */
  readonly loadError: string | null;
  /** The account's e-mail: shown, never edited here. */
  readonly email: string;
  /** What the server holds. */
  readonly saved: PersonalDetailsForm;
  /** What the form shows. */
  readonly draft: PersonalDetailsForm;
  readonly avatarUrl: string | null;
  /** The countries' currencies (ISO 4217), sorted; empty when they could not be loaded. */
  readonly currencies: readonly string[];
  /**
   * Messages to show: from the first refused save on, each field's own rule as it is typed; else the
   * server's 422 for it. Not on leaving a field: a message appearing as focus leaves it would move
   * 'Save changes' from under the pointer between press and release, and the click would be lost.
   */
  readonly errors: PersonalDetailsErrors;
  /** Save has something to send. */
  readonly dirty: boolean;
  readonly saving: boolean;
  /** A photo is being saved or removed. */
  readonly avatarSaving: boolean;
  /** Bumps when a save is refused (by the rules or the server), so the form can focus the first message. */
  readonly refusals: number;
  /** The details' save, read out by the form. */
  readonly announcement: ProfileAnnouncement | null;
  /** The photo's save or removal, read out beside the photo. */
  readonly photoAnnouncement: ProfileAnnouncement | null;
  readonly problem: ProfileProblem | null;
}

export const INITIAL_PERSONAL_DETAILS: PersonalDetailsState = {
  status: "idle",
  loadError: null,
  email: "",
  saved: EMPTY_DETAILS,
  draft: EMPTY_DETAILS,
  avatarUrl: null,
  currencies: [],
  errors: {},
  dirty: false,
  saving: false,
  avatarSaving: false,
  refusals: 0,
  announcement: null,
  photoAnnouncement: null,
  problem: null,
};

/** What the service needs of the signed-in session: tell it the user changed. */
export interface SignedInUser {
  userUpdated(change: Partial<Omit<User, "id" | "email">>): void;
}

interface WireError {
  readonly title?: unknown;
  readonly message?: unknown;
  readonly source?: { readonly pointer?: unknown };
}

const ATTRIBUTE_POINTER = /^\/data\/attributes\/([a-z_]+)$/;
const nonEmpty = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** A 422's messages by form field (and the avatar's), from the JSON:API errors' pointers. */
const fieldErrorsOf = (error: ApiError): { fields: PersonalDetailsErrors; avatar: string | null; other: string[] } => {
  const body = error.meta?.body as { errors?: unknown } | null | undefined;
  const wires = Array.isArray(body?.errors) ? (body.errors as WireError[]) : [];
  const fields: Partial<Record<PersonalDetailsField, string>> = {};
  let avatar: string | null = null;
  const other: string[] = [];
  for (const wire of wires) {
    const message = nonEmpty(wire.message) ?? nonEmpty(wire.title);
    if (message === null) continue;
    const attribute = ATTRIBUTE_POINTER.exec(nonEmpty(wire.source?.pointer) ?? "")?.[1] ?? "";
    const field = fieldOfAttribute(attribute);
    if (field) fields[field] ??= message;
    else if (attribute === "avatar") avatar ??= message;
    else other.push(message);
  }
  return { fields, avatar, other };
};

const uniqueCurrencies = (countries: readonly Country[]): readonly string[] =>
  [...new Set(countries.map((country) => country.currency.toUpperCase()))].sort();

/** The User fields the session shows, from the profile the server answered with. */
const userChange = (profile: Profile): Partial<Omit<User, "id" | "email">> => ({
  firstName: profile.first_name ?? "",
  lastName: profile.last_name ?? "",
  avatarUrl: profile.avatar ?? null,
  referral: profile.referral ?? null,
});

/** What one load reads: the account and its profile, and the currencies to choose from. */
interface LoadedDetails {
  readonly email: string;
  readonly profile: Profile | undefined;
  readonly currencies: readonly string[];
}

/**
 * The personal-information page (spec 3 §2, §3, §5, §7; issue 14): loads the signed-in user's
 * profile, keeps the form's draft, sends only what changed with `PUT v2/user/profile` and only when
 * something did (spec 3 §5 "saved only if dirty"), shows a 422 under its field, and tells the session
 * so the top bar and the widget greet with the new name and photo at once. The avatar is saved on
 * its own, from the cropper. Every visit reads the profile afresh: the page's first reader starts
 * the load, and the last one leaving forgets it, so a revisit shows the skeleton, not an old copy.
 */
export class PersonalDetails {
  readonly #store = new Store<PersonalDetailsState>(INITIAL_PERSONAL_DETAILS);
  readonly state$: Observable<PersonalDetailsState>;
  readonly #details: PageData<LoadedDetails>;
  /** Every field once a save was tried, none before (see `errors`). */
  #touched: Touched<PersonalDetailsForm> = {};
  #serverErrors: PersonalDetailsErrors = {};
  #announcements = 0;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    private readonly session: SignedInUser,
    private readonly loadCountries: () => Promise<readonly Country[]>,
  ) {
    this.#details = new PageData(() => this.#read());
    this.#details.state$.subscribe((view) => this.#show(view));
    this.state$ = this.#details.whileRead(this.#store.state$);
  }

  get state(): PersonalDetailsState {
    return this.#store.value;
  }

  /** Reads the profile (GET v2/user) and the currencies (GET v2/countries); a new load drops the draft. */
  async load(): Promise<void> {
    await this.#details.load();
  }

  async #read(): Promise<LoadedDetails> {
    const [user, countries] = await Promise.allSettled([
      this.api.request({ method: "GET", path: "v2/user" }, SIGN_IN_REPLIES.user),
      this.loadCountries(),
    ]);
    // Without the countries the form still works; only the currency list is empty.
    if (user.status === "rejected") throw user.reason;
    const attributes = user.value.data.attributes;
    return {
      email: attributes.email,
      profile: attributes.profile ?? undefined,
      currencies: countries.status === "fulfilled" ? uniqueCurrencies(countries.value) : [],
    };
  }

  #show(view: PageDataState<LoadedDetails>): void {
    switch (view.status) {
      case "idle":
        this.#store.set(INITIAL_PERSONAL_DETAILS);
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
        const { email, profile, currencies } = view.data;
        const saved = formFromProfile(profile);
        this.#store.set({
          ...INITIAL_PERSONAL_DETAILS,
          status: "ready",
          email,
          saved,
          draft: saved,
          avatarUrl: profile?.avatar ?? null,
          currencies,
          refusals: this.#store.value.refusals,
        });
      }
    }
  }

  edit(field: PersonalDetailsField, value: string): void {
    if (this.#serverErrors[field] !== undefined) {
      this.#serverErrors = Object.fromEntries(
        Object.entries(this.#serverErrors).filter(([key]) => key !== field),
      ) as PersonalDetailsErrors;
    }
    this.#refresh({ draft: { ...this.#store.value.draft, [field]: value } });
  }

  /** Sends what changed; nothing when nothing did, or while the rules refuse the form. */
  async save(): Promise<void> {
    const state = this.#store.value;
    if (state.status !== "ready" || state.saving) return;
    const rules = personalDetailsRules(state.currencies);
    this.#touched = touchAll(rules);
    const ownErrors = validateForm(state.draft, rules);
    if (Object.keys(ownErrors).length > 0) {
      this.#refresh({ refusals: state.refusals + 1 });
      return;
    }
    const change = changedFields(state.saved, state.draft);
    if (Object.keys(change).length === 0) return;
    const sent = state.draft;
    this.#store.update((current) => ({ ...current, saving: true, problem: null }));
    try {
      const profile = await this.#put(change);
      const stored = formFromProfile(profile);
      const draft = rebaseDraft(sent, this.#store.value.draft, stored);
      this.#touched = {};
      this.#refresh({ saved: stored, draft, saving: false, avatarUrl: profile.avatar ?? null });
      this.#announce("announcement", PROFILE_TEXTS.saved);
    } catch (error) {
      this.#refused(error);
    }
  }

  /** Saves the cropper's photo at once; answers the message to show in the cropper, or null when saved. */
  async saveAvatar(dataUrl: string): Promise<string | null> {
    const problem = avatarDataUrlProblem(dataUrl);
    if (problem) return problem;
    return this.#sendAvatar(dataUrl, PROFILE_TEXTS.photoSaved);
  }

  /** 'Remove photo': the avatar shows the initials again. */
  async removeAvatar(): Promise<void> {
    const message = await this.#sendAvatar(null, PROFILE_TEXTS.photoRemoved);
    if (message) {
      this.#store.update((state) => ({
        ...state,
        problem: { title: PROFILE_TEXTS.somethingWentWrong, message },
      }));
    }
  }

  dismissProblem(): void {
    this.#store.update((state) => ({ ...state, problem: null }));
  }

  async #sendAvatar(avatar: string | null, done: string): Promise<string | null> {
    if (this.#store.value.avatarSaving) return null;
    this.#store.update((state) => ({ ...state, avatarSaving: true }));
    try {
      const profile = await this.#put({ avatar });
      this.#store.update((state) => ({ ...state, avatarSaving: false, avatarUrl: profile.avatar ?? null }));
      this.#announce("photoAnnouncement", done);
      return null;
    } catch (error) {
      this.#store.update((state) => ({ ...state, avatarSaving: false }));
      if (isApiError(error) && error.status === 422) {
        const { avatar: message, other } = fieldErrorsOf(error);
        return message ?? other[0] ?? error.message;
      }
      return errorText(error);
    }
  }

  /** PUT v2/user/profile with `change`; on success the session shows the new name and photo. */
  async #put(change: ProfileChange): Promise<Profile> {
    const reply = await this.api.request(
      { method: "PUT", path: "v2/user/profile", body: { data: { type: "profiles", attributes: change } } },
      ProfileReply,
    );
    const profile = reply.data.attributes;
    this.session.userUpdated(userChange(profile));
    return profile;
  }

  #refused(error: unknown): void {
    const state = this.#store.value;
    if (isApiError(error) && error.status === 422) {
      const { fields, other } = fieldErrorsOf(error);
      this.#serverErrors = fields;
      const problem =
        Object.keys(fields).length === 0
          ? { title: PROFILE_TEXTS.somethingWentWrong, message: other[0] ?? error.message }
          : null;
      this.#refresh({ saving: false, refusals: state.refusals + 1, problem });
      return;
    }
    this.#refresh({
      saving: false,
      problem: { title: PROFILE_TEXTS.somethingWentWrong, message: errorText(error) },
    });
  }

  /** Applies `patch`, then works out the messages to show and whether Save has anything to send. */
  #refresh(patch: Partial<PersonalDetailsState>): void {
    this.#store.update((state) => {
      const next = { ...state, ...patch };
      const own = visibleErrors(validateForm(next.draft, personalDetailsRules(next.currencies)), this.#touched);
      return { ...next, errors: { ...this.#serverErrors, ...own }, dirty: isDirty(next.saved, next.draft) };
    });
  }

  #announce(where: "announcement" | "photoAnnouncement", text: string): void {
    this.#announcements += 1;
    const announcement = { id: this.#announcements, text };
    this.#store.update((state) => ({ ...state, [where]: announcement }));
  }
}
