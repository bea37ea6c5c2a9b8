import type { RecordShare, SharedPerson } from "@lectern/core/sharing/domain/RecordShare";
import fc from "fast-check";

/** Test data for the share dialog: people, shares, and the SharedResource the server answers with. */
export const aPerson = (email: string, overrides: Partial<SharedPerson> = {}): SharedPerson => ({
  email,
  readonly: true,
  downloadable: false,
  fullname: null,
  ...overrides,
});

export const aShare = (overrides: Partial<RecordShare> = {}): RecordShare => ({
  linkEnabled: true,
  readonly: true,
  downloadable: false,
  persons: [],
  ...overrides,
});

/** `{ data: SharedResource }` for a share (contract 5). */
export const sharedReply = (id: string, share: RecordShare) => ({
  data: {
    type: "shared",
    id,
    attributes: {
      link_enabled: share.linkEnabled,
      is_readonly: share.readonly,
      is_downloadable: share.downloadable,
      persons: share.persons.map((person) => ({
        email: person.email,
        is_readonly: person.readonly,
        is_downloadable: person.downloadable,
        first_name: person.fullname,
        last_name: null,
      })),
      created_at: "2025-03-01T10:00:00Z",
      updated_at: "2025-03-01T10:00:00Z",
    },
    meta: { is_readonly: share.readonly, is_downloadable: share.downloadable },
  },
});

const localPart = fc.stringMatching(/^[a-z][a-z0-9._-]{0,8}$/);
const domain = fc.constantFrom("uni.edu", "example.org", "mail.co.uk", "school.ac.nz");

/** A valid address, sometimes in another case (the same person either way). */
export const emailArb = fc
  .tuple(localPart, domain, fc.boolean())
  .map(([local, host, upper]) => (upper ? `${local}@${host}`.toUpperCase() : `${local}@${host}`));

export const personArb = fc.record({
  email: emailArb,
  readonly: fc.boolean(),
  downloadable: fc.boolean(),
  fullname: fc.option(fc.constantFrom("Ada Lovelace", "Alan Turing"), { nil: null }),
});

export const shareArb = fc.record({
  linkEnabled: fc.boolean(),
  readonly: fc.boolean(),
  downloadable: fc.boolean(),
  persons: fc.uniqueArray(personArb, { selector: (person) => person.email.toLowerCase(), maxLength: 5 }),
});
