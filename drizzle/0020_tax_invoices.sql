-- GST tax invoices and credit notes (src/lib/gst.ts has the tax rules,
-- src/server/services/invoice/ issues them). A purchase gets one invoice when its first item ships; a
-- cancellation or return after that gets a credit note in a series of its own. Each document keeps
-- what it says (seller, buyer, lines and figures in paise) as JSON, so a reprint is the same document.
-- Numbers run without gaps within a financial year: each series' counter row is raised in the
-- transaction that issues the document (the row lock orders concurrent issuers, a rollback takes the
-- number back), and (series, year, seq) is unique.
CREATE TABLE "tax_document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "tax_document_counters_pk" PRIMARY KEY ("series", "financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"purchase_id" integer NOT NULL,
	"invoice_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_paise" bigint NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "tax_documents_kind_check" CHECK ("kind" IN ('invoice', 'credit_note') AND ("kind" = 'credit_note') = ("invoice_id" IS NOT NULL)),
	CONSTRAINT "tax_documents_number_unique" UNIQUE ("number"),
	CONSTRAINT "tax_documents_seq_unique" UNIQUE ("series", "financial_year", "seq")
);
--> statement-breakpoint
-- A tax record outlives nothing it names: purchases are never deleted while a document names them.
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_idx" ON "tax_documents" USING btree ("purchase_id") WHERE "kind" = 'invoice';
--> statement-breakpoint
CREATE INDEX "tax_documents_purchase_idx" ON "tax_documents" USING btree ("purchase_id", "id");
