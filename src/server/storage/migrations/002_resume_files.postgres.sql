-- Resumes held as files (SQLite: DATA_DIR/resumes/<id>, written off the event loop) keep only their
-- size and checksum here; on PostgreSQL the bytes stay in `content`, where every server instance reads
-- them. `uploader` is a hash of the sending address, for the per-address hourly quota.
ALTER TABLE resumes ALTER COLUMN content DROP NOT NULL;
ALTER TABLE resumes ADD COLUMN bytes integer, ADD COLUMN sha256 text, ADD COLUMN uploader text;
CREATE INDEX resumes_uploader_idx ON resumes (uploader, created_at);
