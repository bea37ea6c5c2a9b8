import type { ServiceIdentifier } from "inversify";
import { useContext, useMemo } from "react";
import { ContainerContext } from "../composition/ContainerContext";

/** The one way components get a use case or service: from the container, never by importing adapters. */
export function useService<T>(identifier: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error("useService needs a ContainerContext provider");
  return useMemo(() => container.get<T>(identifier), [container, identifier]);
}
