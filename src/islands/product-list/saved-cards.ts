/**
 * The server's cards (ServerProductGrid.astro) show which products are saved before their buttons'
 * islands start (client:touch): each card is marked `data-saved` from the same persistent store the hearts
 * read, kept in step as hearts are tapped, and the heart's classes fill it (CardActions.tsx). The card is
 * server HTML outside the island, so React never meets the mark.
 */
import { $wishlist } from '../../stores/wishlist-ids';

export function markSavedCards(cards: Iterable<HTMLElement>): void {
  const list = [...cards];
  $wishlist.subscribe((ids) => {
    for (const card of list) card.toggleAttribute('data-saved', ids.includes(Number(card.dataset.card)));
  });
}
