import { suggestProducts } from '../../client/api';
import { queryClient, queryKeys } from '../../client/query';

/**
 * The suggestions for a term through the page's one query client (its cache: a term asked again is
 * answered at once while fresh, QUERY_STALE_MS). Loaded by useSuggestions only once a shopper types: the first view of every page
 * carries the nav bar, and the query library and API client are not part of it.
 */
export const fetchSuggestions = (term: string) => queryClient.query({ queryKey: queryKeys.suggest(term), queryFn: () => suggestProducts(term) });
