import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";

const TestCard = Schema.Struct({ number: Schema.String, outcome: Schema.String });

/**
 * The demo card provider's `card_setups` resource (contract 14): `GET demo/card-provider/setups/{id}`
 * describes the open setup; `POST …/confirm` answers with the address to return to.
 */
export const CardSetupResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    status: Schema.String,
    return_url: Schema.String,
    expires_at: Nullable(Schema.String),
    test_cards: Nullable(Schema.Array(TestCard)),
  }),
});

export const ProviderSetupReply = Schema.Struct({ data: CardSetupResource });
export type ProviderSetupReply = typeof ProviderSetupReply.Type;

/** A test card the provider lists, and what it does. */
export interface TestCard {
  readonly number: string;
  readonly outcome: string;
}

/** The provider's setup as its page needs it. */
export interface ProviderSetup {
  readonly id: string;
  readonly status: "open" | "succeeded";
  readonly returnUrl: string;
  readonly expiresAt: string | null;
  readonly testCards: readonly TestCard[];
}

export const toProviderSetup = ({ data }: ProviderSetupReply): ProviderSetup => ({
  id: String(data.id),
  status: data.attributes.status === "succeeded" ? "succeeded" : "open",
  returnUrl: data.attributes.return_url,
  expiresAt: data.attributes.expires_at ?? null,
  testCards: data.attributes.test_cards ?? [],
});
