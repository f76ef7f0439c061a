import AndoraPostgres
import Testing

/// `--database` values: which are URLs, what a PostgreSQL URL names, and why one is refused.
@Suite struct PostgresURLTests {
    @Test func aURLNamesItsUserPasswordHostPortAndDatabase() throws {
        let url = try PostgresURL("postgresql://andora:s3cret@db.example:6432/games")
        #expect(url.host == "db.example" && url.port == 6432 && url.database == "games")
        #expect(url.username == "andora" && url.password == "s3cret")
        #expect(url.description == "postgres://andora:***@db.example:6432/games", "the password never reaches a message")
    }

    @Test func thePortAndTheDatabaseDefaultAsPsqlsDo() throws {
        let url = try PostgresURL("postgres://andora@localhost")
        #expect(url.port == 5432 && url.database == "andora" && url.password == nil)
    }

    @Test(arguments: [
        ("postgres://localhost/games", "names no user"),
        ("postgres://andora@/games", "names no host"),
        ("postgres:games", "names no host"),
        ("mysql://andora@localhost/games", "the scheme must be postgres:// or postgresql://"),
        ("postgres://andora@localhost:0/games", "the port must be between 1 and 65535"),
        ("postgres://andora@localhost/games/more", "cannot contain"),
        ("postgres://andora@localhost/games?sslmode=require", "not supported"),
    ])
    func aMalformedURLIsRefusedSayingWhy(_ text: String, _ reason: String) {
        #expect {
            try PostgresURL(text)
        } throws: { error in
            guard case PostgresStoreError.malformedURL(_, let why) = error else { return false }
            return why.contains(reason) && "\(error)".contains("is not a PostgreSQL URL")
        }
    }

    @Test func aPasswordInAMalformedURLIsNotRepeated() {
        #expect {
            try PostgresURL("postgres://andora:s3cret@/games")
        } throws: { error in
            "\(error)".contains("andora:***@") && !"\(error)".contains("s3cret")
        }
    }

    @Test func aValueIsAURLWhenItStartsWithASchemeOrNamesPostgres() {
        for url in ["postgres://a@b/c", "postgresql://a@b", "postgres:c", "POSTGRES://a@b", "mysql://a@b/c"] {
            #expect(PostgresURL.isURL(url), "\(url)")
        }
        for path in ["andora.sqlite", "/var/lib/andora/andora.sqlite", "./postgres/andora.sqlite", "data:2026/andora.sqlite", ":memory:"] {
            #expect(!PostgresURL.isURL(path), "\(path)")
        }
    }
}
