import GRDB

extension AppDatabase {
    /// Frozen once shipped: add new migrations, never edit these. Plain SQL, no app types, so a
    /// migration means the same whatever the app's types become.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE options (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
                CREATE TABLE savedGame (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
                """)
        }
        // Profiles, the history of played games, and a quarantine for texts that cannot be read.
        // The single options and saved-game rows of v1 become the terminal's profile `local`.
        migrator.registerMigration("v2") { db in
            try db.execute(sql: """
                CREATE TABLE profile (
                    id TEXT NOT NULL PRIMARY KEY,
                    options TEXT NOT NULL,
                    place TEXT NOT NULL CHECK (place IN ('main', 'game', 'paper')),
                    createdAt INTEGER NOT NULL,
                    updatedAt INTEGER NOT NULL
                );
                CREATE TABLE unfinishedGame (
                    profileId TEXT NOT NULL PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE,
                    json TEXT NOT NULL
                );
                CREATE TABLE paperSnapshot (
                    profileId TEXT NOT NULL PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE,
                    json TEXT NOT NULL
                );
                CREATE TABLE playedGame (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    profileId TEXT NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
                    mode TEXT NOT NULL CHECK (mode IN ('andora', 'classic')),
                    rules TEXT NOT NULL CHECK (rules IN ('andora-first', 'andora-any', 'standard', 'classic')),
                    strategy TEXT CHECK (strategy IN ('first', 'any')),
                    classicSize INTEGER,
                    classicInARow INTEGER,
                    confirmTurn BOOLEAN NOT NULL,
                    opponent TEXT NOT NULL CHECK (opponent IN ('human', 'novice', 'expert')),
                    computerPlays TEXT CHECK (computerPlays IN ('x', 'o')),
                    seed INTEGER NOT NULL,
                    startedAt INTEGER,
                    endedAt INTEGER NOT NULL,
                    durationMs INTEGER,
                    result TEXT NOT NULL CHECK (result IN ('x', 'o', 'draw', 'abandoned')),
                    moveCount INTEGER NOT NULL,
                    moves TEXT NOT NULL,
                    moveTimes TEXT NOT NULL
                );
                CREATE INDEX playedGame_profileId_endedAt ON playedGame (profileId, endedAt);
                CREATE TABLE quarantine (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    profileId TEXT NOT NULL,
                    source TEXT NOT NULL,
                    content TEXT NOT NULL,
                    reason TEXT NOT NULL,
                    movedAt INTEGER NOT NULL
                );
                INSERT INTO profile (id, options, place, createdAt, updatedAt)
                    SELECT 'local', coalesce((SELECT json FROM options), '{}'), 'main', now, now
                    FROM (SELECT CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER) AS now)
                    WHERE EXISTS (SELECT 1 FROM options) OR EXISTS (SELECT 1 FROM savedGame);
                INSERT INTO unfinishedGame (profileId, json) SELECT 'local', json FROM savedGame;
                DROP TABLE options;
                DROP TABLE savedGame;
                """)
        }
        // The game clock (R5.1.3) of each played game, `NULL` for games played before it; and
        // the computer's middle level. SQLite cannot change a CHECK, so the table is built anew.
        migrator.registerMigration("v3") { db in
            try db.execute(sql: """
                CREATE TABLE playedGame3 (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    profileId TEXT NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
                    mode TEXT NOT NULL CHECK (mode IN ('andora', 'classic')),
                    rules TEXT NOT NULL CHECK (rules IN ('andora-first', 'andora-any', 'standard', 'classic')),
                    strategy TEXT CHECK (strategy IN ('first', 'any')),
                    classicSize INTEGER,
                    classicInARow INTEGER,
                    confirmTurn BOOLEAN NOT NULL,
                    opponent TEXT NOT NULL CHECK (opponent IN ('human', 'novice', 'middle', 'expert')),
                    computerPlays TEXT CHECK (computerPlays IN ('x', 'o')),
                    seed INTEGER NOT NULL,
                    startedAt INTEGER,
                    endedAt INTEGER NOT NULL,
                    durationMs INTEGER,
                    result TEXT NOT NULL CHECK (result IN ('x', 'o', 'draw', 'abandoned')),
                    moveCount INTEGER NOT NULL,
                    moves TEXT NOT NULL,
                    moveTimes TEXT NOT NULL,
                    clockXMs INTEGER,
                    clockOMs INTEGER
                );
                INSERT INTO playedGame3 (id, profileId, mode, rules, strategy, classicSize, classicInARow, confirmTurn, opponent, computerPlays, seed, startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes) SELECT id, profileId, mode, rules, strategy, classicSize, classicInARow, confirmTurn, opponent, computerPlays, seed, startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes FROM playedGame;
                DROP TABLE playedGame;
                ALTER TABLE playedGame3 RENAME TO playedGame;
                CREATE INDEX playedGame_profileId_endedAt ON playedGame (profileId, endedAt);
                """)
        }
        // Pencil & paper games in the history: the mode `paper` (a 3×3 classic game) and the sign its
        // first player put on paper. SQLite cannot change a CHECK, so the table is built anew.
        migrator.registerMigration("v4-paper") { db in
            try db.execute(sql: """
                CREATE TABLE playedGame4 (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    profileId TEXT NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
                    mode TEXT NOT NULL CHECK (mode IN ('andora', 'classic', 'paper')),
                    rules TEXT NOT NULL CHECK (rules IN ('andora-first', 'andora-any', 'standard', 'classic')),
                    strategy TEXT CHECK (strategy IN ('first', 'any')),
                    classicSize INTEGER,
                    classicInARow INTEGER,
                    confirmTurn BOOLEAN NOT NULL,
                    opponent TEXT NOT NULL CHECK (opponent IN ('human', 'novice', 'middle', 'expert')),
                    computerPlays TEXT CHECK (computerPlays IN ('x', 'o')),
                    seed INTEGER NOT NULL,
                    startedAt INTEGER,
                    endedAt INTEGER NOT NULL,
                    durationMs INTEGER,
                    result TEXT NOT NULL CHECK (result IN ('x', 'o', 'draw', 'abandoned')),
                    moveCount INTEGER NOT NULL,
                    moves TEXT NOT NULL,
                    moveTimes TEXT NOT NULL,
                    clockXMs INTEGER,
                    clockOMs INTEGER,
                    paperFirstSign TEXT CHECK (paperFirstSign IN ('x', 'o')),
                    CHECK ((mode = 'paper') = (paperFirstSign IS NOT NULL))
                );
                INSERT INTO playedGame4 (id, profileId, mode, rules, strategy, classicSize, classicInARow, confirmTurn, opponent, computerPlays, seed, startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes, clockXMs, clockOMs) SELECT id, profileId, mode, rules, strategy, classicSize, classicInARow, confirmTurn, opponent, computerPlays, seed, startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes, clockXMs, clockOMs FROM playedGame;
                DROP TABLE playedGame;
                ALTER TABLE playedGame4 RENAME TO playedGame;
                CREATE INDEX playedGame_profileId_endedAt ON playedGame (profileId, endedAt);
                """)
        }
        // How far each profile got in the tutorial (R5.1.2): `NULL` until it is opened or declined.
        migrator.registerMigration("v4-tutorial") { db in
            try db.execute(sql: """
                ALTER TABLE profile ADD COLUMN tutorialStep INTEGER;
                ALTER TABLE profile ADD COLUMN tutorialFinished BOOLEAN NOT NULL DEFAULT 0;
                """)
        }
        // Matches between two devices: the match as JSON with its seats' profiles in
        // columns to find a profile's open match; a game of a match names it in the history.
        migrator.registerMigration("v5-match") { db in
            try db.execute(sql: """
                CREATE TABLE match (
                    code TEXT PRIMARY KEY NOT NULL,
                    creatorProfileId TEXT NOT NULL,
                    guestProfileId TEXT,
                    isOpen BOOLEAN NOT NULL,
                    updatedAt INTEGER NOT NULL,
                    json TEXT NOT NULL
                );
                CREATE INDEX match_creator ON match (creatorProfileId, isOpen);
                CREATE INDEX match_guest ON match (guestProfileId, isOpen);
                CREATE INDEX match_open ON match (isOpen);
                ALTER TABLE playedGame ADD COLUMN matchCode TEXT;
                """)
        }
        // Puzzles: the puzzles cut from the profile's reviewed games and which it solved.
        migrator.registerMigration("v6-puzzles") { db in
            try db.execute(sql: "ALTER TABLE profile ADD COLUMN puzzles TEXT")
        }
        // The computer's strong level, between the middle one and the expert. SQLite
        // cannot change a CHECK, so the table is built anew.
        migrator.registerMigration("v7-level") { db in
            try db.execute(sql: """
                CREATE TABLE playedGame7 (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    profileId TEXT NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
                    mode TEXT NOT NULL CHECK (mode IN ('andora', 'classic', 'paper')),
                    rules TEXT NOT NULL CHECK (rules IN ('andora-first', 'andora-any', 'standard', 'classic')),
                    strategy TEXT CHECK (strategy IN ('first', 'any')),
                    classicSize INTEGER,
                    classicInARow INTEGER,
                    confirmTurn BOOLEAN NOT NULL,
                    opponent TEXT NOT NULL CHECK (opponent IN ('human', 'novice', 'middle', 'strong', 'expert')),
                    computerPlays TEXT CHECK (computerPlays IN ('x', 'o')),
                    seed INTEGER NOT NULL,
                    startedAt INTEGER,
                    endedAt INTEGER NOT NULL,
                    durationMs INTEGER,
                    result TEXT NOT NULL CHECK (result IN ('x', 'o', 'draw', 'abandoned')),
                    moveCount INTEGER NOT NULL,
                    moves TEXT NOT NULL,
                    moveTimes TEXT NOT NULL,
                    clockXMs INTEGER,
                    clockOMs INTEGER,
                    paperFirstSign TEXT CHECK (paperFirstSign IN ('x', 'o')),
                    matchCode TEXT,
                    CHECK ((mode = 'paper') = (paperFirstSign IS NOT NULL))
                );
                INSERT INTO playedGame7 (id, profileId, mode, rules, strategy, classicSize, classicInARow, confirmTurn, opponent, computerPlays, seed, startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes, clockXMs, clockOMs, paperFirstSign, matchCode) SELECT id, profileId, mode, rules, strategy, classicSize, classicInARow, confirmTurn, opponent, computerPlays, seed, startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes, clockXMs, clockOMs, paperFirstSign, matchCode FROM playedGame;
                DROP TABLE playedGame;
                ALTER TABLE playedGame7 RENAME TO playedGame;
                CREATE INDEX playedGame_profileId_endedAt ON playedGame (profileId, endedAt);
                """)
        }
        // The moves a game began with: a game started from a replayed position sets no personal best.
        migrator.registerMigration("v8-starting-moves") { db in
            try db.execute(sql: "ALTER TABLE playedGame ADD COLUMN startingMoves INTEGER NOT NULL DEFAULT 0")
        }
        // A reload continues on every screen of the main menu, not only in the game or at the sheet.
        // SQLite cannot change a CHECK, so the table is built anew (the migrator runs it with foreign
        // keys off, so dropping the old table deletes none of the rows that refer to it).
        migrator.registerMigration("v9-places") { db in
            try db.execute(sql: """
                CREATE TABLE profile9 (
                    id TEXT NOT NULL PRIMARY KEY,
                    options TEXT NOT NULL,
                    place TEXT NOT NULL CHECK (place IN ('main', 'game', 'paper', 'options', 'history', 'statistics', 'tutorial', 'puzzles')),
                    createdAt INTEGER NOT NULL,
                    updatedAt INTEGER NOT NULL,
                    tutorialStep INTEGER,
                    tutorialFinished BOOLEAN NOT NULL DEFAULT 0,
                    puzzles TEXT
                );
                INSERT INTO profile9 (id, options, place, createdAt, updatedAt, tutorialStep, tutorialFinished, puzzles) SELECT id, options, place, createdAt, updatedAt, tutorialStep, tutorialFinished, puzzles FROM profile;
                DROP TABLE profile;
                ALTER TABLE profile9 RENAME TO profile;
                """)
        }
        // Values the app names (a screen, a mode, a level, a result) are no longer listed in CHECK
        // constraints: each new screen or level forced a table rebuild like the two above. The app
        // reads a value it does not know as it reads a damaged one (a place as the main screen, a
        // played game as corrupt). Both tables are built anew, as SQLite cannot drop a CHECK; the
        // played games keep their numbering, so a deleted game's number is never given again.
        migrator.registerMigration("v10-open-values") { db in
            try db.execute(sql: """
                CREATE TABLE profile10 (
                    id TEXT NOT NULL PRIMARY KEY,
                    options TEXT NOT NULL,
                    place TEXT NOT NULL,
                    createdAt INTEGER NOT NULL,
                    updatedAt INTEGER NOT NULL,
                    tutorialStep INTEGER,
                    tutorialFinished BOOLEAN NOT NULL DEFAULT 0,
                    puzzles TEXT
                );
                INSERT INTO profile10 (id, options, place, createdAt, updatedAt, tutorialStep, tutorialFinished, puzzles) SELECT id, options, place, createdAt, updatedAt, tutorialStep, tutorialFinished, puzzles FROM profile;
                DROP TABLE profile;
                ALTER TABLE profile10 RENAME TO profile;
                CREATE TABLE playedGame10 (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    profileId TEXT NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
                    mode TEXT NOT NULL,
                    rules TEXT NOT NULL,
                    strategy TEXT,
                    classicSize INTEGER,
                    classicInARow INTEGER,
                    confirmTurn BOOLEAN NOT NULL,
                    opponent TEXT NOT NULL,
                    computerPlays TEXT,
                    seed INTEGER NOT NULL,
                    startedAt INTEGER,
                    endedAt INTEGER NOT NULL,
                    durationMs INTEGER,
                    result TEXT NOT NULL,
                    moveCount INTEGER NOT NULL,
                    moves TEXT NOT NULL,
                    moveTimes TEXT NOT NULL,
                    clockXMs INTEGER,
                    clockOMs INTEGER,
                    paperFirstSign TEXT,
                    matchCode TEXT,
                    startingMoves INTEGER NOT NULL DEFAULT 0,
                    CHECK ((mode = 'paper') = (paperFirstSign IS NOT NULL))
                );
                INSERT INTO playedGame10 (id, profileId, mode, rules, strategy, classicSize, classicInARow, confirmTurn, opponent, computerPlays, seed, startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes, clockXMs, clockOMs, paperFirstSign, matchCode, startingMoves) SELECT id, profileId, mode, rules, strategy, classicSize, classicInARow, confirmTurn, opponent, computerPlays, seed, startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes, clockXMs, clockOMs, paperFirstSign, matchCode, startingMoves FROM playedGame;
                DELETE FROM sqlite_sequence WHERE name = 'playedGame10';
                INSERT INTO sqlite_sequence (name, seq) SELECT 'playedGame10', seq FROM sqlite_sequence WHERE name = 'playedGame';
                DROP TABLE playedGame;
                ALTER TABLE playedGame10 RENAME TO playedGame;
                CREATE INDEX playedGame_profileId_endedAt ON playedGame (profileId, endedAt);
                """)
        }
        return migrator
    }
}
