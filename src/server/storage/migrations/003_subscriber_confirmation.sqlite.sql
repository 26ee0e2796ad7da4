-- 003_subscriber_confirmation.postgres.sql for SQLite (one column per ALTER TABLE).
ALTER TABLE subscribers ADD COLUMN confirmed_at timestamptz;
ALTER TABLE subscribers ADD COLUMN token_hash text;
ALTER TABLE subscribers ADD COLUMN token_expires_at timestamptz;
ALTER TABLE subscribers ADD COLUMN mailed_at timestamptz;
UPDATE subscribers SET confirmed_at = created_at;
CREATE UNIQUE INDEX subscribers_token_key ON subscribers (token_hash) WHERE token_hash IS NOT NULL;
CREATE INDEX subscribers_unconfirmed_idx ON subscribers (token_expires_at) WHERE confirmed_at IS NULL;
