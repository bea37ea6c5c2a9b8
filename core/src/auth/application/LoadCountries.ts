import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import type { Country } from "../../api/resources/countriesReply";

/** The country options of sign-up step 2, sorted by name. */
export class LoadCountries {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<readonly Country[]> {
    const reply = await this.api.request({ method: "GET", path: "v2/countries" }, SIGN_IN_REPLIES.countries);
    return reply.data
      .map((item) => ({ code: item.id, name: item.attributes.name, currency: item.attributes.currency }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
