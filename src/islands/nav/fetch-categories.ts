import { getCategoryTree } from '../../client/api';

/**
 * The menus' tree for a page built ahead of time (sign-in, cart…), whose HTML could not read the
 * categories table. Loaded by the nav bar after the page is up, so the first view carries neither the
 * API client nor the request.
 */
export const fetchCategoryTree = () => getCategoryTree();
