-- 002_resume_files.postgres.sql for SQLite, which cannot drop a NOT NULL in place: the table is rebuilt
-- with `content` nullable and the three new columns, its rows and indexes carried over.
CREATE TABLE resumes_002 (
  id uuid PRIMARY KEY NOT NULL,
  created_at timestamptz NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  application_id integer UNIQUE REFERENCES applications (id) ON DELETE CASCADE,
  content bytea,
  bytes integer,
  sha256 text,
  uploader text
);
INSERT INTO resumes_002 (id, created_at, application_id, content)
  SELECT id, created_at, application_id, content FROM resumes;
DROP TABLE resumes;
ALTER TABLE resumes_002 RENAME TO resumes;
CREATE INDEX resumes_unclaimed_idx ON resumes (created_at) WHERE application_id IS NULL;
CREATE INDEX resumes_uploader_idx ON resumes (uploader, created_at);
