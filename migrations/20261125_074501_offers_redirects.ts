import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_offers_ai_visibility_plans_period" AS ENUM('month', 'session', 'package');
  CREATE TYPE "public"."enum_offers_coaching_packages_period" AS ENUM('month', 'session', 'package');
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'custom',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer
  );
  
  CREATE TABLE "offers_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"hours_per_month" numeric,
  	"description" varchar,
  	"most_popular" boolean,
  	"key" varchar
  );
  
  CREATE TABLE "offers_bespoke_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"delivery_weeks" numeric,
  	"description" varchar
  );
  
  CREATE TABLE "offers_ai_visibility_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"period" "enum_offers_ai_visibility_plans_period" DEFAULT 'month',
  	"price_prefix" varchar,
  	"most_popular" boolean,
  	"key" varchar,
  	"cta" varchar
  );
  
  CREATE TABLE "offers_coaching_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"period" "enum_offers_coaching_packages_period" DEFAULT 'month',
  	"price_prefix" varchar,
  	"most_popular" boolean,
  	"key" varchar
  );
  
  CREATE TABLE "offers_course_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"minutes" numeric NOT NULL
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_price_ranges_ai_native_websites_min" numeric DEFAULT 500 NOT NULL,
  	"service_price_ranges_ai_native_websites_max" numeric DEFAULT 5000 NOT NULL,
  	"service_price_ranges_bespoke_business_tools_min" numeric DEFAULT 1000 NOT NULL,
  	"service_price_ranges_bespoke_business_tools_max" numeric DEFAULT 10000 NOT NULL,
  	"service_price_ranges_ai_visibility_min" numeric DEFAULT 500 NOT NULL,
  	"service_price_ranges_ai_visibility_max" numeric DEFAULT 2000 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "offers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_plans" ADD CONSTRAINT "offers_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_bespoke_solutions" ADD CONSTRAINT "offers_bespoke_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_ai_visibility_plans" ADD CONSTRAINT "offers_ai_visibility_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_coaching_packages" ADD CONSTRAINT "offers_coaching_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_course_modules" ADD CONSTRAINT "offers_course_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_texts" ADD CONSTRAINT "offers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "redirects_rels" USING btree ("posts_id");
  CREATE INDEX "offers_plans_order_idx" ON "offers_plans" USING btree ("_order");
  CREATE INDEX "offers_plans_parent_id_idx" ON "offers_plans" USING btree ("_parent_id");
  CREATE INDEX "offers_bespoke_solutions_order_idx" ON "offers_bespoke_solutions" USING btree ("_order");
  CREATE INDEX "offers_bespoke_solutions_parent_id_idx" ON "offers_bespoke_solutions" USING btree ("_parent_id");
  CREATE INDEX "offers_ai_visibility_plans_order_idx" ON "offers_ai_visibility_plans" USING btree ("_order");
  CREATE INDEX "offers_ai_visibility_plans_parent_id_idx" ON "offers_ai_visibility_plans" USING btree ("_parent_id");
  CREATE INDEX "offers_coaching_packages_order_idx" ON "offers_coaching_packages" USING btree ("_order");
  CREATE INDEX "offers_coaching_packages_parent_id_idx" ON "offers_coaching_packages" USING btree ("_parent_id");
  CREATE INDEX "offers_course_modules_order_idx" ON "offers_course_modules" USING btree ("_order");
  CREATE INDEX "offers_course_modules_parent_id_idx" ON "offers_course_modules" USING btree ("_parent_id");
  CREATE INDEX "offers_texts_order_parent" ON "offers_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
  // The old campaign address, once a redirect in code, becomes the first redirect editors manage.
  await db.execute(sql`
  INSERT INTO "redirects" ("from", "to_type", "to_url") VALUES ('/website-refresh', 'custom', '/')
  ON CONFLICT ("from") DO NOTHING;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_bespoke_solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_ai_visibility_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_coaching_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_course_modules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "offers_plans" CASCADE;
  DROP TABLE "offers_bespoke_solutions" CASCADE;
  DROP TABLE "offers_ai_visibility_plans" CASCADE;
  DROP TABLE "offers_coaching_packages" CASCADE;
  DROP TABLE "offers_course_modules" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "offers_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_offers_ai_visibility_plans_period";
  DROP TYPE "public"."enum_offers_coaching_packages_period";`)
}
