import type { NetworkProbe } from "@lectern/core/ports/NetworkProbe";
import { Subject } from "rxjs";

/** NetworkProbe double: answers what the test says and lets it raise platform events. */
export class ManualProbe implements NetworkProbe {
  answer = true;
  calls = 0;
  readonly platform = new Subject<boolean>();
  readonly platformOnline$ = this.platform.asObservable();
  async probe(): Promise<boolean> {
    this.calls += 1;
    return this.answer;
  }
}
