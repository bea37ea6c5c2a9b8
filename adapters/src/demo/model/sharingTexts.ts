/** The texts of sharing (contract of issue 13; spec 3 §8 link errors), kept in one place for tests. */
export const SHARING_TEXTS = {
  linkNotFound: "Requested link is not found",
  viewForbidden: "You don't have permissions to view the link",
  downloadForbidden: "You don't have permissions to download this recording.",
  changeForbidden: "You don't have permissions to change this recording.",
  invalidEmail: "The email must be a valid email address.",
  shareWithSelf: "You cannot share a recording with yourself.",
  readonlyBoolean: "The readonly field must be true or false.",
  downloadableBoolean: "The downloadable field must be true or false.",
  personsList: "The persons must be a list of people with an email.",
  tooManyPersons: (max: number): string => `A recording can be shared with at most ${max} people at a time.`,
  resourceType: "The type must be shared.",
  invitationSubject: (ownerName: string): string => `${ownerName} shared a recording with you`,
} as const;
