import { type ComponentType, lazy } from "react";

/** React.lazy for a module's named export (our files export by name, not default). */
export const lazyNamed = <M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] as ComponentType<unknown> })) as unknown as M[K];
