/** The texts of single sign-on's hand-over (issue 19), in one place for tests. */
export const SSO_TEXTS = {
  invalidAssertion: "The sign-in from your organisation is not valid or has expired. Please sign in again.",
  passwordAccount: "This account signs in with its email and password, not with single sign-on.",
  notMember: (organisation: string): string => `This email does not belong to ${organisation}.`,
  unknownOrganisation: (id: string): string => `Unknown organisation '${id}'.`,
  unknownProvider: (organisation: string, provider: string): string =>
    `${organisation} has no sign-in provider '${provider}'.`,
} as const;
