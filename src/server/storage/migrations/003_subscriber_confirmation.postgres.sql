-- Double opt-in, when the server can send mail: a new address waits here unconfirmed (confirmed_at NULL)
-- with the SHA-256 of a single-use token e-mailed to it, until the token is used or expires (then the row
-- is deleted by the periodic sweep). `mailed_at` bounds how often one address can be mailed. Addresses
-- subscribed before this migration, and every one when no mail is configured, are confirmed at once.
ALTER TABLE subscribers
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN token_hash text,
  ADD COLUMN token_expires_at timestamptz,
  ADD COLUMN mailed_at timestamptz;
UPDATE subscribers SET confirmed_at = created_at;
CREATE UNIQUE INDEX subscribers_token_key ON subscribers (token_hash) WHERE token_hash IS NOT NULL;
CREATE INDEX subscribers_unconfirmed_idx ON subscribers (token_expires_at) WHERE confirmed_at IS NULL;
