import { ApiClient } from "@lectern/core/api/ApiClient";
import * as Schema from "effect/Schema";

const AssertionReply = Schema.Struct({
  data: Schema.Struct({ attributes: Schema.Struct({ token: Schema.String }) }),
});

export interface DemoSsoAssertion {
  readonly organisation: string;
  readonly provider: string;
  readonly email: string;
}

/**
 * POST demo/sso/assert: what a real identity provider does after its own sign-in, reduced to one
 * call. Returns where the browser goes next: the app's token hand-over page.
 */
export class AssertDemoSso {
  constructor(private readonly api: ApiClient) {}

  async execute(assertion: DemoSsoAssertion): Promise<string> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: "demo/sso/assert",
        body: { data: { attributes: { ...assertion, email: assertion.email.trim() } } },
      },
      AssertionReply,
    );
    const query = new URLSearchParams({ token: reply.data.attributes.token, redirectUrl: "/" });
    return `/auth/authenticate?${query.toString()}`;
  }
}
