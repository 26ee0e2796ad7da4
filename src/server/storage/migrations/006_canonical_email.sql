-- Addresses are compared in one canonical form (src/lib/email.ts: NFKC and full case folding), computed in
-- the server, never by the engine's lower() (SQLite's folds ASCII only, PostgreSQL's follows the
-- database's locale). A subscriber's canonical address is its email_key, unique: "ÄNNE@…" and "änne@…"
-- are one person. Existing rows get their key, and duplicates are merged (the earliest confirmed row
-- stays), by fillEmailKeys (src/server/forms/store.ts) right after the migrations run. The lower(email)
-- indexes served the old comparison and go.
ALTER TABLE subscribers ADD COLUMN email_key text;
DROP INDEX subscribers_email_key;
CREATE UNIQUE INDEX subscribers_email_canonical_key ON subscribers (email_key);
DROP INDEX messages_email_idx;
DROP INDEX applications_email_idx;
