/** The billing pages' addresses (spec 1 §2, spec 3 §2). */
export const CONGRATULATION_PATH = "/billing/congratulation";
export const SUBSCRIPTION_PATH = "/profile/subscription";
export const RECORDING_PATH = "/session/widget";
