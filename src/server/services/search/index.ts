/**
 * The catalogue's search: relevance over PostgreSQL's full-text document (products.search_doc,
 * drizzle/0011_search.sql) with typos, plurals and synonyms worked out against the catalogue's own
 * vocabulary (src/lib/search-query.ts); the filters and their counts; suggestions; 'Did you mean'.
 * The same SQL runs on PGlite and PostgreSQL.
 */
export { searchProducts, searchStatements } from './list';
export { suggest } from './suggestions';
