/// Routes files the end-to-end tests write into their scratch directories.
enum RoutesFixtures {
    /// A valid file using every directive, named and unnamed routes, methods, query params,
    /// lists, catch-alls and global params.
    static let valid = """
        # Demo routes for the CLI tests
        @use uuid double
        @type color oneOf red,green,blue
        @global utm_source
        user      GET /user/:userId{int}
        newUser   POST /user
        feed      /feed/?:postIds{[int]}
        paint     /paint/:color{color}
        point     /point/:x{double}/:y{double}
        flag      /flag/:on{bool}
        order     /orders/:id{uuid}
        files     /files/*
        /about

        """

    /// A file with three errors (unknown type, duplicate name, misplaced catch-all).
    static let broken = """
        a /x/:y{integer}
        b /x/:y
        b /z
        /q/:a{int}/*/x

        """

    /// A file without errors but with two warnings (an unreachable route and a duplicate).
    static let warnings = """
        a /x/:y
        b /x/:z{int}
        c /x/:y

        """
}
