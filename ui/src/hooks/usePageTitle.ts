import { useEffect } from "react";

/**
 * The browser tab's title, the one place every page sets it: '{title} - Lectern' (the demo's
 * stand-in pages say 'Lectern demo'), or just the product when there is no title.
 */
export function usePageTitle(title: string | null, product = "Lectern"): void {
  useEffect(() => {
    document.title = title ? `${title} - ${product}` : product;
  }, [title, product]);
}
