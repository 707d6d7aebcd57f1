CREATE TABLE "unit_payment_reminders" (
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"buyer_id" integer NOT NULL,
	"left_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_payment_reminders_line_id_kind_due_date_buyer_id_pk" PRIMARY KEY("line_id","kind","due_date","buyer_id"),
	CONSTRAINT "unit_payment_reminders_kind_check" CHECK ("unit_payment_reminders"."kind" in ('due', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "unit_payment_reminders" ADD CONSTRAINT "unit_payment_reminders_line_id_unit_payment_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."unit_payment_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_payment_reminders" ADD CONSTRAINT "unit_payment_reminders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;