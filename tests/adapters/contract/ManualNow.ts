/** The demo backend's clock in contract tests: fixed until the test moves it. */
export class ManualNow {
  #offset = 0;
  constructor(private readonly start = Date.UTC(2026, 10, 22, 9, 0, 0)) {}
  readonly now = (): number => this.start + this.#offset;
  advance(ms: number): void {
    this.#offset += ms;
  }
  rewind(): void {
    this.#offset = 0;
  }
}
