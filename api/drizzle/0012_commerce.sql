CREATE TABLE "accounting_handoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "accounting_handoffs_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoice_counters_organization_id_kind_pk" PRIMARY KEY("organization_id","kind"),
	CONSTRAINT "invoice_counters_kind" CHECK ("invoice_counters"."kind" in ('INVOICE', 'CREDIT_NOTE'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text NOT NULL,
	"amount_without_tax" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"seller_name" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"qr_tlv" text NOT NULL,
	"lines" jsonb NOT NULL,
	"refund_id" integer,
	"corrects_invoice_id" integer,
	CONSTRAINT "invoices_number" UNIQUE("organization_id","kind","number"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('INVOICE', 'CREDIT_NOTE'))
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_payment_id" text,
	"provider_status" text,
	"checkout_url" text,
	"idempotency_key" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_payments_provider_id" UNIQUE("provider","provider_payment_id"),
	CONSTRAINT "order_payments_key" UNIQUE("order_id","idempotency_key"),
	CONSTRAINT "order_payments_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "order_payments_provider" CHECK ("order_payments"."provider" in ('SANDBOX', 'CARD', 'TAMARA', 'TABBY', 'FREE')),
	CONSTRAINT "order_payments_method" CHECK ("order_payments"."method" in ('credit-card', 'organization-credit', 'voucher', 'free', 'apple-pay', 'google-pay', 'wire-transfer', 'paypal', 'cash', 'bnpl-tamara', 'bnpl-tabby')),
	CONSTRAINT "order_payments_status" CHECK ("order_payments"."status" in ('PENDING', 'AUTHORISED', 'COMPLETE', 'DECLINED', 'CANCELED', 'EXPIRED', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED')),
	CONSTRAINT "order_payments_amounts" CHECK ("order_payments"."amount" >= 0 and "order_payments"."refunded_amount" between 0 and "order_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"purchased_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"reason" text DEFAULT 'MEMBER' NOT NULL,
	"reject_reason" text,
	"provider_refund_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_refunds_status" CHECK ("order_refunds"."status" in ('REQUESTED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REJECTED')),
	CONSTRAINT "order_refunds_reason" CHECK ("order_refunds"."reason" in ('MEMBER', 'CAPACITY')),
	CONSTRAINT "order_refunds_amount" CHECK ("order_refunds"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"amount_without_tax" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"voucher_id" integer,
	"checkout_key" text,
	"priced_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"is_direct" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_checkout_key" UNIQUE("user_id","checkout_key"),
	CONSTRAINT "orders_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('PENDING', 'AWAITING_PAYMENT', 'COMPLETE', 'CANCELED', 'FAILED', 'REFUND_REQUESTED', 'PARTIAL_REFUND_REQUESTED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_REJECTED')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."amount_without_tax" >= 0 and "orders"."discount_amount" >= 0 and "orders"."tax_amount" >= 0 and "orders"."paid_amount" >= 0 and "orders"."refunded_amount" >= 0 and "orders"."amount_without_tax" - "orders"."discount_amount" + "orders"."tax_amount" = "orders"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"organization_id" integer NOT NULL,
	"provider" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"mode" text DEFAULT 'SANDBOX' NOT NULL,
	"publishable_key" text,
	"secret_env" text,
	"webhook_secret_env" text,
	"methods" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "payment_gateways_organization_id_provider_pk" PRIMARY KEY("organization_id","provider"),
	CONSTRAINT "payment_gateways_provider" CHECK ("payment_gateways"."provider" in ('CARD', 'TAMARA', 'TABBY')),
	CONSTRAINT "payment_gateways_mode" CHECK ("payment_gateways"."mode" in ('SANDBOX', 'LIVE'))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"provider_payment_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "payment_webhook_events_once" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "purchased_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"image_url" text,
	"starts_at" timestamp with time zone,
	"old_price" integer,
	"unit_price" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"amount_without_tax" integer NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_items_once" UNIQUE("order_id","item_type","item_id"),
	CONSTRAINT "purchased_items_type" CHECK ("purchased_items"."item_type" in ('COURSE', 'SPECIALIZATION', 'EVENT', 'COACHING_SESSION', 'BUNDLE', 'EXTERNAL_COURSE')),
	CONSTRAINT "purchased_items_status" CHECK ("purchased_items"."status" in ('PENDING', 'COMPLETE', 'REFUND_REQUESTED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_REJECTED')),
	CONSTRAINT "purchased_items_amounts" CHECK ("purchased_items"."unit_price" >= 0 and "purchased_items"."discount_amount" between 0 and "purchased_items"."unit_price" and "purchased_items"."amount_without_tax" = "purchased_items"."unit_price" - "purchased_items"."discount_amount" and "purchased_items"."tax_amount" >= 0 and "purchased_items"."total_amount" = "purchased_items"."amount_without_tax" + "purchased_items"."tax_amount" and "purchased_items"."refunded_amount" between 0 and "purchased_items"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "refund_policies" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"max_refund_amount" integer,
	"max_refund_percentage_basis_points" integer
);
--> statement-breakpoint
CREATE TABLE "refund_policy_restrictions" (
	"organization_id" integer NOT NULL,
	"item_type" text NOT NULL,
	CONSTRAINT "refund_policy_restrictions_organization_id_item_type_pk" PRIMARY KEY("organization_id","item_type")
);
--> statement-breakpoint
CREATE TABLE "refund_policy_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"time_left_in_hours" integer NOT NULL,
	"refund_percentage_basis_points" integer NOT NULL,
	CONSTRAINT "refund_policy_rules_threshold" UNIQUE("organization_id","time_left_in_hours"),
	CONSTRAINT "refund_policy_rules_values" CHECK ("refund_policy_rules"."time_left_in_hours" >= 0 and "refund_policy_rules"."refund_percentage_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_kind" CHECK ("sandbox_payments"."kind" in ('CARD', 'TAMARA', 'TABBY'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "sandbox_webhook_deliveries_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "seller_profiles" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"seller_name" text NOT NULL,
	"seller_name_ar" text NOT NULL,
	"vat_number" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tax_classes_name" UNIQUE("organization_id","name"),
	CONSTRAINT "tax_classes_rate" CHECK ("tax_classes"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "voucher_consumptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"consumed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_consumptions_order" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_item_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"allowed_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "voucher_item_restrictions_type" UNIQUE("voucher_id","item_type"),
	CONSTRAINT "voucher_item_restrictions_item_type" CHECK ("voucher_item_restrictions"."item_type" in ('COURSE', 'SPECIALIZATION', 'EVENT', 'COACHING_SESSION', 'BUNDLE', 'EXTERNAL_COURSE'))
);
--> statement-breakpoint
CREATE TABLE "voucher_party_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"party_type" text NOT NULL,
	"allowed_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "voucher_party_restrictions_type" UNIQUE("voucher_id","party_type"),
	CONSTRAINT "voucher_party_restrictions_party" CHECK ("voucher_party_restrictions"."party_type" in ('ORGANIZATION', 'USER'))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_amount" integer,
	"discount_rate_basis_points" integer,
	"max_discount_amount" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"is_valid" boolean DEFAULT true NOT NULL,
	"number_of_uses" integer DEFAULT 0 NOT NULL,
	"max_allowed_uses" integer,
	"max_allowed_uses_per_user" integer,
	"max_allowed_uses_per_org" integer,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_discount" CHECK (("vouchers"."discount_amount" is null) <> ("vouchers"."discount_rate_basis_points" is null)),
	CONSTRAINT "vouchers_amounts" CHECK (coalesce("vouchers"."discount_amount", 0) >= 0 and coalesce("vouchers"."discount_rate_basis_points", 0) between 0 and 10000 and coalesce("vouchers"."max_discount_amount", 0) >= 0),
	CONSTRAINT "vouchers_uses" CHECK ("vouchers"."number_of_uses" >= 0 and ("vouchers"."max_allowed_uses" is null or "vouchers"."number_of_uses" <= "vouchers"."max_allowed_uses"))
);
--> statement-breakpoint
ALTER TABLE "accounting_handoffs" ADD CONSTRAINT "accounting_handoffs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_purchased_item_id_purchased_items_id_fk" FOREIGN KEY ("purchased_item_id") REFERENCES "public"."purchased_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD CONSTRAINT "payment_gateways_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_policies" ADD CONSTRAINT "refund_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_policy_restrictions" ADD CONSTRAINT "refund_policy_restrictions_organization_id_refund_policies_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."refund_policies"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_policy_rules" ADD CONSTRAINT "refund_policy_rules_organization_id_refund_policies_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."refund_policies"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhook_deliveries" ADD CONSTRAINT "sandbox_webhook_deliveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhook_deliveries" ADD CONSTRAINT "sandbox_webhook_deliveries_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD CONSTRAINT "seller_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_classes" ADD CONSTRAINT "tax_classes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_consumptions" ADD CONSTRAINT "voucher_consumptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_consumptions" ADD CONSTRAINT "voucher_consumptions_order_fk" FOREIGN KEY ("organization_id","order_id") REFERENCES "public"."orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_item_restrictions" ADD CONSTRAINT "voucher_item_restrictions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_party_restrictions" ADD CONSTRAINT "voucher_party_restrictions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_handoffs_due" ON "accounting_handoffs" USING btree ("created_at") WHERE "accounting_handoffs"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'INVOICE';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_refund" ON "invoices" USING btree ("refund_id") WHERE "invoices"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_one_open" ON "order_payments" USING btree ("order_id") WHERE "order_payments"."status" in ('PENDING', 'AUTHORISED');--> statement-breakpoint
CREATE INDEX "order_payments_reconcile" ON "order_payments" USING btree ("status","created_at") WHERE "order_payments"."status" in ('PENDING', 'AUTHORISED');--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_one_per_item" ON "order_refunds" USING btree ("purchased_item_id") WHERE "order_refunds"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "order_refunds_order" ON "order_refunds" USING btree ("organization_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart" ON "orders" USING btree ("organization_id","user_id") WHERE "orders"."status" in ('PENDING', 'AWAITING_PAYMENT') and not "orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "orders_member" ON "orders" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchased_items_owner" ON "purchased_items" USING btree ("organization_id","user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_deliveries_due" ON "sandbox_webhook_deliveries" USING btree ("next_attempt_at") WHERE "sandbox_webhook_deliveries"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_one_default" ON "tax_classes" USING btree ("organization_id") WHERE "tax_classes"."is_default";--> statement-breakpoint
CREATE INDEX "voucher_consumptions_member" ON "voucher_consumptions" USING btree ("voucher_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code" ON "vouchers" USING btree ("organization_id",lower("code"));--> statement-breakpoint
ALTER TABLE "tax_classes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tax_classes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tax_classes" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "payment_gateways" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_gateways" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_gateways" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "orders" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "purchased_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchased_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "purchased_items" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "order_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_payments" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_webhook_events" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "sandbox_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sandbox_payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sandbox_payments" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "sandbox_webhook_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sandbox_webhook_deliveries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sandbox_webhook_deliveries" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "vouchers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vouchers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "vouchers" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "voucher_item_restrictions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "voucher_item_restrictions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "voucher_item_restrictions" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "voucher_party_restrictions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "voucher_party_restrictions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "voucher_party_restrictions" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "voucher_consumptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "voucher_consumptions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "voucher_consumptions" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "invoice_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_counters" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "invoice_counters" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "invoices" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "accounting_handoffs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounting_handoffs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "accounting_handoffs" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "refund_policies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refund_policies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refund_policies" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "refund_policy_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refund_policy_rules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refund_policy_rules" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "refund_policy_restrictions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refund_policy_restrictions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refund_policy_restrictions" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "order_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_refunds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_refunds" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());--> statement-breakpoint
ALTER TABLE "seller_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "seller_profiles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "seller_profiles" USING ("app_bypasses_rls"() OR "organization_id" = "app_organization_id"());