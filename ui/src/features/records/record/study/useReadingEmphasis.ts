import { KeyValueStore } from "@lectern/core/ports/KeyValueStore";
import { ReadingEmphasisPreference } from "@lectern/core/records/record/ReadingEmphasisPreference";
import { useObservable } from "../../../../reactive/useObservable";
import { useService } from "../../../../reactive/useService";

// One preference per browser store, shared by every panel that shows the switch.
const preferences = new WeakMap<KeyValueStore, ReadingEmphasisPreference>();
const preferenceFor = (keyValue: KeyValueStore): ReadingEmphasisPreference => {
  let preference = preferences.get(keyValue);
  if (preference === undefined) {
    preference = new ReadingEmphasisPreference(keyValue);
    preferences.set(keyValue, preference);
  }
  return preference;
};

/** Whether reading emphasis is on (remembered per browser), and the switch's setter. */
export function useReadingEmphasis(): readonly [on: boolean, set: (on: boolean) => void] {
  const preference = preferenceFor(useService<KeyValueStore>(KeyValueStore));
  const on = useObservable(preference.on$, preference.on);
  return [on, (next: boolean) => preference.set(next)] as const;
}
