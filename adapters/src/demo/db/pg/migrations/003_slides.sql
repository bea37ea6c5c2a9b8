-- Slides (spec 3 §2): a session's slide set (at most one) and the notes of its pages, rows like the others.
create table slide_sets (key bigint primary key, row json not null);
create table slide_notes (key bigint primary key, row json not null);
