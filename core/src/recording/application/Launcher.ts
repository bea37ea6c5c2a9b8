import { Store } from "../../kernel/Store";
import type { ScreenQuality } from "../domain/screenQuality";
import { EMPTY_LAUNCHER_CHOICE, type LauncherChoice, startOptionsOf } from "../domain/launcherRules";
import type { CaptureMode, Recorder } from "./Recorder";
import type { RecordingOrganisation } from "./RecordingAccounts";

/**
 * The launcher's choices and its one decision (spec 2 §2.2): pick audio only or screen and mic, a
 * camera and a screen for the latter, then Start — which first asks where the recording goes when
 * the user belongs to organisations. The view renders `state$` through launcherViewOf.
 */
export class Launcher {
  readonly #store = new Store<LauncherChoice>(EMPTY_LAUNCHER_CHOICE);
  readonly state$ = this.#store.state$;

  constructor(
    private readonly recorder: Pick<Recorder, "start">,
    /** The remembered screen quality (spec 2 §2.2 `widget_resolution`). */
    private readonly quality: () => ScreenQuality,
    /** The organisations the signed-in user can record into; none means no choice. */
    private readonly organisations: () => readonly RecordingOrganisation[],
  ) {}

  get state(): LauncherChoice {
    return this.#store.value;
  }

  chooseMode(mode: CaptureMode): void {
    this.#store.update((choice) => ({ ...choice, mode }));
  }

  chooseCamera(cameraId: string | null): void {
    this.#store.update((choice) => ({ ...choice, cameraId }));
  }

  chooseScreen(screenId: string | null): void {
    this.#store.update((choice) => ({ ...choice, screenId }));
  }

  /** Start: straight away, or after the account choice when there is one to make. */
  async requestStart(): Promise<void> {
    if (this.state.mode === null) return;
    if (this.organisations().length > 0) {
      this.#store.update((choice) => ({ ...choice, choosingAccount: true }));
      return;
    }
    await this.startIn(null);
  }

  /** The account choice dialog's Start; null is the user's own account. */
  async startIn(organizationId: string | null): Promise<void> {
    const choice = this.state;
    if (choice.mode === null) return;
    this.#store.update((current) => ({ ...current, choosingAccount: false }));
    await this.recorder.start(choice.mode, this.quality(), startOptionsOf(choice, organizationId));
  }

  cancelAccountChoice(): void {
    this.#store.update((choice) => ({ ...choice, choosingAccount: false }));
  }

  /** A new recording starts from an empty launcher. */
  reset(): void {
    this.#store.set(EMPTY_LAUNCHER_CHOICE);
  }
}
