/** The product page's related products: 'Similar products' (from the store) and 'Recently viewed' (from this browser). */
export const related = {
  similar: 'Similar products',
  similarLoading: 'Loading similar products…',
  similarError: 'Could not load similar products',
  similarEmpty: 'Nothing similar in stock right now.',
  /** The empty state's way on: the product's own category. */
  browseCategory: (category: string) => `Browse ${category}`,
  recent: 'Recently viewed',
  clearRecent: 'Clear',
  clearRecentLabel: 'Clear recently viewed products',
};
