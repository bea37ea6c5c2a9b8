-- Transcripts are read per session when first needed, not at start (issue 20: they are four fifths of a
-- library's bytes). The index serves PgDemoPersistence.loadSessionRows' one query.
create index transcripts_by_session on transcripts ((row ->> 'sessionId'), key);
