CREATE TABLE "payment_option_mandates" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_option_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_option_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"description" text,
	"uploaded_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_option_mandates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_options" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bank_file_format" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_options_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payment_options_type_check" CHECK ("payment_options"."type" IN ('bank_file', 'wallet')),
	CONSTRAINT "payment_options_format_check" CHECK (("payment_options"."type" = 'bank_file' AND "payment_options"."bank_file_format" IN ('generic_csv', 'bank_bulk_csv'))
        OR ("payment_options"."type" = 'wallet' AND "payment_options"."bank_file_format" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "payment_option_mandates" ADD CONSTRAINT "payment_option_mandates_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_option_mandates" ADD CONSTRAINT "payment_option_mandates_option_fk" FOREIGN KEY ("company_id","payment_option_id") REFERENCES "public"."payment_options"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_option_mandates" ADD CONSTRAINT "payment_option_mandates_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_option_mandates_option_idx" ON "payment_option_mandates" USING btree ("company_id","payment_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_options_name_key" ON "payment_options" USING btree ("company_id",lower("name"));