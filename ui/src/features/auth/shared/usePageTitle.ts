import { useEffect } from "react";

/** The browser tab's title: the spec's page title and the product, or just the product. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} - Lectern` : "Lectern";
  }, [title]);
}
