import './autoFocus';
import base from '@astrojs/preact/client.js';
import { PREFIX_ATTRIBUTE, withIdPrefix } from './withIdPrefix';

type Hydrate = ReturnType<typeof base>;

/** @astrojs/preact's hydration, under the id prefix the server gave the island (none for client:only). */
export default (element: HTMLElement): Hydrate =>
  (Component, props, slots, info) =>
    base(element)(withIdPrefix(Component, element.getAttribute(PREFIX_ATTRIBUTE) ?? ''), props, slots, info);
