import type { NamedSSRLoadedRendererValue, SSRResult } from 'astro';
import base from '@astrojs/preact/server.js';
import { PREFIX_ATTRIBUTE, withIdPrefix } from './withIdPrefix';

/** Islands rendered so far per page render: "i0-", "i1-", … (src/ui/useIslandId.ts says why). */
const rendered = new WeakMap<SSRResult, number>();

function nextPrefix(result: SSRResult): string {
  const n = rendered.get(result) ?? 0;
  rendered.set(result, n + 1);
  return `i${n}-`;
}

/** @astrojs/preact's server renderer, with each island's id prefix written onto its astro-island. */
const renderer: NamedSSRLoadedRendererValue = {
  ...base,
  async renderToStaticMarkup(this: { result: SSRResult }, Component, props, slots, metadata) {
    const prefix = nextPrefix(this.result);
    const out = await base.renderToStaticMarkup.call(this, withIdPrefix(Component, prefix), props, slots, metadata);
    return { ...out, attrs: { ...out.attrs, [PREFIX_ATTRIBUTE]: prefix } };
  },
};

export default renderer;
