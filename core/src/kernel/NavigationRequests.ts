import { Subject } from "rxjs";

export interface NavigationRequest {
  readonly to: string;
  readonly replace?: boolean;
}

/** Lets use cases ask for a page change; the router of the interface layer carries it out. */
export class NavigationRequests {
  readonly #requests = new Subject<NavigationRequest>();
  readonly requests$ = this.#requests.asObservable();

  go(to: string, replace = false): void {
    this.#requests.next({ to, replace });
  }
}
