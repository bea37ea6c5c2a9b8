import type { ApiClient } from "../../api/ApiClient";
import { type Product, ProductsReply } from "../../api/resources/productsReply";

/** `GET billing/products?filter[with_hidden]=true&include=*` (spec 3 §7): every plan with its prices. */
export const loadProducts = async (api: Pick<ApiClient, "request">): Promise<readonly Product[]> => {
  const reply = await api.request(
    { method: "GET", path: "billing/products", query: { "filter[with_hidden]": true, include: "*" } },
    ProductsReply,
  );
  return reply.data;
};
