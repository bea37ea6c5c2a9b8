import { ApiClient } from "@lectern/core/api/ApiClient";
import * as Schema from "effect/Schema";

const OutboxReply = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.Union([Schema.String, Schema.Number]),
      attributes: Schema.Struct({
        to: Schema.String,
        subject: Schema.String,
        text: Schema.String,
        link: Schema.NullOr(Schema.String),
        sent_at: Schema.String,
      }),
    }),
  ),
});

export interface OutboxMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** An in-app path such as /auth/forgot/{token}, or null. */
  readonly link: string | null;
  readonly sentAt: Date;
}

/** GET demo/outbox: the mails the demo backend "sent", newest first. */
export class ReadOutbox {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<readonly OutboxMail[]> {
    const reply = await this.api.request({ method: "GET", path: "demo/outbox" }, OutboxReply);
    return reply.data.map(({ id, attributes }) => ({
      id: String(id),
      to: attributes.to,
      subject: attributes.subject,
      text: attributes.text,
      link: attributes.link,
      sentAt: new Date(attributes.sent_at),
    }));
  }
}
