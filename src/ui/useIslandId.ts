import { createContext, useContext, useId } from 'react';

/**
 * Preact's useId counts from "P0-0" in every render root, and each Astro island is a root of its own, so
 * two islands on one page (the nav bar's search and the login form, the home page's two tab sets) would
 * hand out the same ids and a label would name another island's input. The island renderer
 * (src/preact/) gives each island a prefix through this context, the same on the server and when
 * hydrating; islands ask for ids here, never from useId directly.
 */
export const IslandIdPrefix = createContext('');

export function useIslandId(): string {
  return useContext(IslandIdPrefix) + useId();
}
