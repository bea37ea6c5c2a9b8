// The billing pages in one lazily loaded chunk: the route table (in the first load) then carries
// one dynamic import for them rather than four.
export { CardProviderPage } from "./cardProvider/CardProviderPage";
export { CheckoutPage } from "./CheckoutPage";
export { CongratulationPage } from "./CongratulationPage";
export { PriceListPage } from "./PriceListPage";
