import { createRoute, z } from '@hono/zod-openapi';
import { DOCUMENT_KINDS } from '../../lib/gst';
import { requireAuth } from '../auth';
import { failure, json } from '../contract';
import { errors, idPath, resource, signedIn } from '../openapi';
import * as invoices from '../services/invoice/read';

const tags = ['Orders'];
const pdf = (description: string) => ({ content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description });
const documentSchema = z
  .object({
    _id: z.number().int(),
    kind: z.enum(DOCUMENT_KINDS),
    number: z.string().openapi({ example: 'FS/2026-27/000123' }),
    issuedAt: z.string().openapi({ format: 'date-time', example: '2026-11-22T10:30:00.000Z' }),
    totalPaise: z.number().int(),
  })
  .openapi('TaxDocument');
const attachment = (name: string) => ({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` });

/** GST tax invoices and credit notes (services/invoice/): the shopper's own purchase's, or any for an admin. */
export const invoiceRoutes = resource()
  .openapi(
    createRoute({
      method: 'get',
      path: '/documents/{id}',
      operationId: 'listTaxDocuments',
      tags,
      security: signedIn,
      summary: "A purchase's tax invoice and credit notes, oldest first (none before it ships); the shopper's own, or any for an admin",
      middleware: [requireAuth] as const,
      request: { params: idPath },
      responses: { ...errors(401, 404), 200: json(z.object({ data: z.array(documentSchema) }), 'The documents'), 404: failure("Unknown, or someone else's") },
    }),
    async (c) => c.json({ data: await invoices.listDocuments(c.var.principal, c.req.valid('param').id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/invoice/{id}',
      operationId: 'getInvoicePdf',
      tags,
      security: signedIn,
      summary: "A purchase's GST tax invoice as PDF (issued when its first item ships); the shopper's own, or any for an admin",
      middleware: [requireAuth] as const,
      request: { params: idPath },
      responses: {
        ...errors(401, 404),
        200: pdf('The invoice'),
        404: failure("Unknown, or someone else's"),
        409: failure('Not shipped yet: no invoice'),
      },
    }),
    async (c) => {
      const { name, pdf: bytes } = await invoices.invoicePdf(c.var.principal, c.req.valid('param').id);
      return c.body(bytes, 200, attachment(name));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/credit-note/{id}',
      operationId: 'getCreditNotePdf',
      tags,
      security: signedIn,
      summary: 'A credit note (by its id from /order/documents) as PDF; the shopper’s own, or any for an admin',
      middleware: [requireAuth] as const,
      request: { params: idPath },
      responses: { ...errors(401, 404), 200: pdf('The credit note'), 404: failure("Unknown, or someone else's") },
    }),
    async (c) => {
      const { name, pdf: bytes } = await invoices.creditNotePdf(c.var.principal, c.req.valid('param').id);
      return c.body(bytes, 200, attachment(name));
    },
  );
