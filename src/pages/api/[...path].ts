import type { APIRoute } from 'astro';
import { app } from '../../server/app';

export const prerender = false;

/** Astro hands every /api request to the Hono app (docs/architecture.md). */
export const ALL: APIRoute = ({ request, clientAddress }) => app.fetch(request, { clientAddress });
