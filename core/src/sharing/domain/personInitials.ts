import type { SharedPerson } from "./RecordShare";

/** Spec 3 §3 "Shared person" computed initials: of the full name, else of the e-mail's parts. */
export const personInitials = (person: Pick<SharedPerson, "email" | "fullname">): string =>
  (person.fullname ?? person.email)
    .split(/[\s@.]+/)
    .filter((part) => part !== "")
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
