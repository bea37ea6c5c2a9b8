import type { DemoOrganisation } from "../db/DemoSnapshot";

const domainOf = (email: string): string => email.trim().toLowerCase().split("@").pop() ?? "";

/** The organisation's own domains and their sub-domains (student.northbridge.edu belongs too). */
export const belongsTo = (organisation: DemoOrganisation, email: string): boolean => {
  const domain = domainOf(email);
  return organisation.domains.some((own) => domain === own || domain.endsWith(`.${own}`));
};
