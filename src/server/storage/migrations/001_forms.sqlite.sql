-- 001_forms.postgres.sql for SQLite: the same tables, columns and indexes. An instant (timestamptz) is ISO
-- 8601 text in UTC, which sorts as it compares; ids never come back after a delete (AUTOINCREMENT), as
-- PostgreSQL's identity columns never do.

CREATE TABLE messages (
  id integer PRIMARY KEY AUTOINCREMENT,
  created_at timestamptz NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  name text NOT NULL,
  subject text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL
);
CREATE INDEX messages_email_idx ON messages (lower(email));
CREATE INDEX messages_created_at_idx ON messages (created_at);

CREATE TABLE applications (
  id integer PRIMARY KEY AUTOINCREMENT,
  created_at timestamptz NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  name text NOT NULL,
  faculty text NOT NULL,
  yr text NOT NULL,
  branch text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  enrollment text NOT NULL
);
CREATE INDEX applications_email_idx ON applications (lower(email));
CREATE INDEX applications_created_at_idx ON applications (created_at);

CREATE TABLE resumes (
  id uuid PRIMARY KEY NOT NULL,
  created_at timestamptz NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  application_id integer UNIQUE REFERENCES applications (id) ON DELETE CASCADE,
  content bytea NOT NULL
);
CREATE INDEX resumes_unclaimed_idx ON resumes (created_at) WHERE application_id IS NULL;

CREATE TABLE subscribers (
  id integer PRIMARY KEY AUTOINCREMENT,
  created_at timestamptz NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  email text NOT NULL
);
CREATE UNIQUE INDEX subscribers_email_key ON subscribers (lower(email));
CREATE INDEX subscribers_created_at_idx ON subscribers (created_at);
