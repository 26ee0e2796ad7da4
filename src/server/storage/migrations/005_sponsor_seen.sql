-- How many times each sponsor's logo was seen each day (UTC): at least half of it on a visitor's screen
-- for one second without a break, counted once per page view by the browser's beacon. Like the other
-- visit counts, a day's count and nothing finer; only sponsors of content/sponsors are accepted.
CREATE TABLE sponsor_seen (
  day text NOT NULL,
  sponsor text NOT NULL,
  seen integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, sponsor)
);
