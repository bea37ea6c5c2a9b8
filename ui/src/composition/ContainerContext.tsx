import type { Container } from "inversify";
import { createContext } from "react";

/** The Inversify container bound by the composition root for the current mode. */
export const ContainerContext = createContext<Container | null>(null);
