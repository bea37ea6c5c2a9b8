/** A saved card as the app sees it (spec 3 §3 "Payment method"): never the full number, only the last four. */
export interface PaymentMethod {
  readonly id: string;
  readonly brand: string;
  readonly lastFour: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly postalCode: string | null;
  readonly isDefault: boolean;
}

/** The card's name in lists, buttons and announcements: "Visa ending in 4242". */
export const cardLabel = (method: PaymentMethod): string =>
  `${method.brand.trim() || "Card"} ending in ${method.lastFour}`;

/** The expiry as printed on a card: month with two digits, year with its last two ("12/30"). */
export const expiryLabel = (method: PaymentMethod): string =>
  `${String(method.expMonth).padStart(2, "0")}/${String(method.expYear % 100).padStart(2, "0")}`;

/** The default card first, then the others in the order the server sent them. */
export const defaultFirst = (methods: readonly PaymentMethod[]): readonly PaymentMethod[] => [
  ...methods.filter((method) => method.isDefault),
  ...methods.filter((method) => !method.isDefault),
];
