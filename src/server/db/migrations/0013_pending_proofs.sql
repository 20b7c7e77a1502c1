CREATE TABLE "pending_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"contact" text NOT NULL,
	"account_ids" integer[] NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_proofs_token_hash_unique" UNIQUE("token_hash")
);
