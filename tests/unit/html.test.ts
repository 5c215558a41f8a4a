import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html';

describe('escapeHtml', () => {
  it('turns every markup character into its entity', () => {
    expect(escapeHtml(`<b>cat</b><img src=x onerror="a('1')">&`)).toBe('&lt;b&gt;cat&lt;/b&gt;&lt;img src=x onerror=&quot;a(&#39;1&#39;)&quot;&gt;&amp;');
  });
  it('leaves plain text as it is', () => {
    expect(escapeHtml("Men's T-shirts")).toBe('Men&#39;s T-shirts');
    expect(escapeHtml('Sneakers')).toBe('Sneakers');
  });
});
