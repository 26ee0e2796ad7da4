-- What visitors send through the site's forms. Lengths are checked by src/lib/validation.ts.

CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  subject text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL
);
CREATE INDEX messages_email_idx ON messages (lower(email));
CREATE INDEX messages_created_at_idx ON messages (created_at);

CREATE TABLE applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
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

-- An uploaded resume is held here, unclaimed, until an application names it; it then belongs to that
-- application and goes with it. Unclaimed ones are deleted after a day.
CREATE TABLE resumes (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  application_id integer UNIQUE REFERENCES applications (id) ON DELETE CASCADE,
  content bytea NOT NULL
);
CREATE INDEX resumes_unclaimed_idx ON resumes (created_at) WHERE application_id IS NULL;

CREATE TABLE subscribers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  email text NOT NULL
);
CREATE UNIQUE INDEX subscribers_email_key ON subscribers (lower(email));
CREATE INDEX subscribers_created_at_idx ON subscribers (created_at);
