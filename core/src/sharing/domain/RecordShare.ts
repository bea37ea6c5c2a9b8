import * as Schema from "effect/Schema";
import { Nullable } from "../../api/jsonApiSchemas";

/**
 * Spec 3 §3 "Shared person": one person a record is shared with, by e-mail. Read-only by default;
 * downloadable only when the owner allows it.
 */
export interface SharedPerson {
  readonly email: string;
  readonly readonly: boolean;
  readonly downloadable: boolean;
  /** "First Last" when the e-mail belongs to an account; null for an invited e-mail. */
  readonly fullname: string | null;
}

/**
 * How a record is shared (spec 3 §3 "Shared record", §6): the link (on or off) with its meta
 * read-only and downloadable, and the people it is shared with. The owner's own session document
 * carries it as the `shared` attribute (null when never shared).
 */
export interface RecordShare {
  readonly linkEnabled: boolean;
  readonly readonly: boolean;
  readonly downloadable: boolean;
  readonly persons: readonly SharedPerson[];
  /**
   * What the share link names (/shared-records/{linkId}): a random token the server made with the
   * share, so nobody reaches a record by counting ids. Absent from a server that names links by the
   * record's id (and for a record never shared): the link then names the record.
   */
  readonly linkId?: string | null;
}

/** The address part of a record's share link: its token where the server gave one, else the record's id. */
export const linkIdOf = (share: RecordShare, sessionId: string): string => share.linkId ?? sessionId;

/** A record that has never been shared: the dialog opens with these settings. */
export const UNSHARED: RecordShare = { linkEnabled: false, readonly: true, downloadable: false, persons: [] };

/** The `shared` attribute as the server sends it (owner's view of a session). */
export const SharedAttribute = Schema.Struct({
  link_enabled: Schema.Boolean,
  link_id: Schema.optional(Schema.String),
  is_readonly: Schema.Boolean,
  is_downloadable: Schema.Boolean,
  persons: Schema.Array(
    Schema.Struct({
      email: Schema.String,
      is_readonly: Schema.Boolean,
      is_downloadable: Nullable(Schema.Boolean),
      first_name: Nullable(Schema.String),
      last_name: Nullable(Schema.String),
    }),
  ),
});
export type SharedAttribute = typeof SharedAttribute.Type;

export const toRecordShare = (shared: SharedAttribute | null | undefined): RecordShare =>
  shared == null
    ? UNSHARED
    : {
        linkEnabled: shared.link_enabled,
        ...(shared.link_id === undefined ? {} : { linkId: shared.link_id }),
        readonly: shared.is_readonly,
        downloadable: shared.is_downloadable,
        persons: shared.persons.map((person) => {
          const fullname = [person.first_name, person.last_name]
            .filter((part) => part != null && part !== "")
            .join(" ");
          return {
            email: person.email,
            readonly: person.is_readonly,
            downloadable: person.is_downloadable ?? false,
            fullname: fullname === "" ? null : fullname,
          };
        }),
      };
