-- Likely duplicates look a phone or WhatsApp number up in its pincode by its last ten digits, however it was written
-- (worker/services/owner/duplicates.ts, phoneDigitsSql in worker/db/rules.ts): before, they compared the number with
-- the pincode's 500 newest public listings only. drizzle-kit splits an expression at its commas, so this is written by
-- hand from phoneDigitsSql; a query must use the same expression for SQLite to use the index.
CREATE INDEX `businesses_pincode_phone_idx` ON `businesses` (`pincode`, substr(replace(replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''), '/', ''), -10));--> statement-breakpoint
CREATE INDEX `businesses_pincode_whatsapp_idx` ON `businesses` (`pincode`, substr(replace(replace(replace(replace(replace(replace(replace(whatsapp, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''), '/', ''), -10));
