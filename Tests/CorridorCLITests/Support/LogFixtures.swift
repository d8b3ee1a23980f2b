/// Access logs the end-to-end tests write into their scratch directories, for ``RoutesFixtures/valid``.
enum LogFixtures {
    /// Eight Combined lines: five matched (user ×2, feed, newUser, /about), one unmatched, one that
    /// is not a URL, one malformed. Routes never hit: paint, point, flag, order, files (4 of 9 hit).
    static let combined = """
        10.0.0.1 - - [31/Jan/2024:10:00:00 +0000] "GET /user/42 HTTP/1.1" 200 512 "-" "curl/8.5.0"
        10.0.0.2 - - [31/Jan/2024:10:00:01 +0000] "GET /user/7?utm_source=mail HTTP/1.1" 200 512 "-" "curl/8.5.0"
        10.0.0.3 - - [31/Jan/2024:10:00:02 +0000] "GET /feed?postIds=1,2,3 HTTP/1.1" 200 128 "-" "curl/8.5.0"
        10.0.0.4 - - [31/Jan/2024:10:00:03 +0000] "POST /user HTTP/1.1" 201 64 "-" "curl/8.5.0"
        10.0.0.5 - - [31/Jan/2024:10:00:04 +0000] "GET /about HTTP/1.1" 304 0 "-" "curl/8.5.0"
        10.0.0.6 - - [31/Jan/2024:10:00:05 +0000] "GET /wp-login.php HTTP/1.1" 404 0 "-" "scanner"
        10.0.0.7 - - [31/Jan/2024:10:00:06 +0000] "CONNECT example.com:443 HTTP/1.1" 400 0 "-" "-"
        this line is not a log line

        """

    /// The same requests, one URL (or `METHOD URL`) a line.
    static let urlPerLine = """
        GET /user/42
        GET /user/7?utm_source=mail
        /feed?postIds=1,2,3
        POST /user
        /about
        /wp-login.php

        """

    /// A gzip member header followed by bytes that are not a deflate stream.
    static let corruptGzip: [UInt8] =
        [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03] + [UInt8](repeating: 0xFF, count: 64)

    /// A zstd frame magic number and the start of a header, then the end of the file.
    static let truncatedZstd: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0x24, 0x10]
}
