import { Store } from "../../kernel/Store";
import type { KeyValueStore } from "../../ports/KeyValueStore";
import { SCREEN_QUALITY_KEY, type ScreenQuality, toScreenQuality } from "../domain/screenQuality";

/** The chosen screen quality (spec 2 §2.2 'Select screen recording quality'), remembered on this device. */
export class ScreenQualityPreference {
  readonly #quality: Store<ScreenQuality>;
  readonly quality$;

  constructor(private readonly keyValue: KeyValueStore) {
    this.#quality = new Store(toScreenQuality(keyValue.get(SCREEN_QUALITY_KEY)));
    this.quality$ = this.#quality.state$;
  }

  get quality(): ScreenQuality {
    return this.#quality.value;
  }

  choose(quality: ScreenQuality): void {
    this.keyValue.set(SCREEN_QUALITY_KEY, quality);
    this.#quality.set(quality);
  }
}
