/** One JSON:API error object (spec 3 §8: id, status, title, message, detail, meta). */
export interface DemoErrorObject {
  readonly title: string;
  readonly message?: string;
  readonly detail?: string;
  readonly source?: { readonly pointer?: string; readonly parameter?: string };
  /** Facts the client can act on, e.g. `received_through` with a 409 of the partial upload. */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** Thrown by handlers; the router turns it into `{ errors: [...] }` with this status. */
export class DemoHttpError extends Error {
  readonly errors: readonly DemoErrorObject[];

  constructor(
    readonly status: number,
    errors: DemoErrorObject | readonly DemoErrorObject[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    const list = Array.isArray(errors) ? (errors as readonly DemoErrorObject[]) : [errors as DemoErrorObject];
    super(list[0]?.title ?? `HTTP ${status}`);
    this.errors = list;
  }
}
