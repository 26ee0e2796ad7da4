-- Cookie-free visit counts: what is kept is counts per day, and nothing finer. A day is a UTC
-- date as text (YYYY-MM-DD, which sorts as it reads). Visitors are the day's distinct hashes of address,
-- user agent and that day's random salt, counted in the server's memory and forgotten with the salt; no
-- address, agent or hash is ever written here. Only routes the site has and sponsors with a link are
-- accepted, so the tables grow by at most (routes + sponsors + 1) rows a day.
CREATE TABLE page_views (
  day text NOT NULL,
  route text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, route)
);
CREATE TABLE sponsor_clicks (
  day text NOT NULL,
  sponsor text NOT NULL,
  clicks integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, sponsor)
);
-- The site's distinct visitors of each day (one visitor of three pages is one here, three in page_views).
CREATE TABLE site_visitors (
  day text PRIMARY KEY,
  visitors integer NOT NULL DEFAULT 0
);
