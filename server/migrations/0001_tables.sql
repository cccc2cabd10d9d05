-- The table server's store, one set of migrations for SQLite and PostgreSQL (only types and statements both
-- take: TEXT and BIGINT). A table is its save file: `save` holds the file (docs/save-format.md) with no
-- actions, and `actions` its actions, one row each, written before the action is acknowledged.
CREATE TABLE tables (
    id TEXT PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    host_hash TEXT NOT NULL,
    settings TEXT NOT NULL,
    save TEXT,
    rematch TEXT
);

-- A seat: its name, its token's SHA-256 (never the token), the level of the bot that plays it, and whether
-- nobody has taken it yet.
CREATE TABLE seats (
    table_id TEXT NOT NULL,
    seat BIGINT NOT NULL,
    name TEXT NOT NULL,
    token_hash TEXT,
    bot TEXT,
    open BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);

CREATE TABLE actions (
    table_id TEXT NOT NULL,
    idx BIGINT NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (table_id, idx)
);

-- Which server process holds a table, until when: two processes never write one table.
CREATE TABLE leases (
    table_id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
);
