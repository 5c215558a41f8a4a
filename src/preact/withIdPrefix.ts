import { h, type ComponentType } from 'preact';
import { IslandIdPrefix } from '../ui/useIslandId';

// The context is made through preact/compat (typed as React's); at run time it is Preact's own.
const Provider = IslandIdPrefix.Provider as unknown as ComponentType<{ value: string }>;

/** The island's component under the provider of its id prefix: the same tree on the server and in the browser. */
export function withIdPrefix<P extends object>(Component: ComponentType<P>, prefix: string): ComponentType<P> {
  return (props: P) => h(Provider, { value: prefix }, h(Component, props));
}

/** The island attribute that carries the prefix from the server's HTML to the browser. */
export const PREFIX_ATTRIBUTE = 'data-id-prefix';
