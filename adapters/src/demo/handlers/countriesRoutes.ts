import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/** GET v2/countries: the sign-up country options. */
export const countriesRoutes: readonly Route[] = [
  route("GET", "v2/countries", ({ db }) =>
    dataReply(
      db.data.countries.map((country) => ({
        id: country.id,
        type: "countries",
        attributes: { name: country.name, currency: country.currency },
      })),
    ),
  ),
];
