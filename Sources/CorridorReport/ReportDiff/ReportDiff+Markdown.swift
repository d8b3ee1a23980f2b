extension ReportDiff {
    /// The diff as GitHub-flavoured Markdown for a pull-request comment: a heading, both periods in a table, the
    /// status counts, a note when the route tables differ, the changed routes (unchanged ones only counted), and
    /// sections for new unmatched shapes, routes newly stale and deprecated routes newly called (each only when it
    /// has rows). Names and formats are code spans with `|` escaped, so a table cell can't be broken out of.
    public func markdown() -> String {
        var output = "### Corridor: route traffic, before → after\n\n"
        output += "| | before | after |\n|---|---|---|\n"
        output += "| period | \(ReportDiff.periodText(beforePeriod)) | \(ReportDiff.periodText(afterPeriod)) |\n"
        output += "| matched requests | \(beforeMatched) | \(afterMatched) |\n"
        output += "| inputs | \(beforeInputs.count) | \(afterInputs.count) |\n\n"
        output += "**Routes: \(statusSummary).** "
        output +=
            comparesPerDay
            ? "Up or down: hits per day changed by more than \(thresholdText).\n"
            : "Up or down: hits changed by more than \(thresholdText) (no per-day rates: a report has no request times).\n"
        if let tablesNote { output += "\n> **Note:** \(ReportDiff.markdownText(tablesNote)).\n" }
        let changed = changedRoutes
        if !changed.isEmpty {
            output += "\n| status | route | before | after | change | per day before | per day after | % |\n"
            output += "|---|---|---:|---:|---:|---:|---:|---:|\n"
            for route in changed {
                let name: String = ReportDiff.code(route.name) + (route.deprecated ? " (deprecated)" : "")
                let before: String = route.before.map { String($0) } ?? "–"
                let after: String = route.after.map { String($0) } ?? "–"
                let change: String = route.change.map { $0 > 0 ? "+\($0)" : String($0) } ?? "–"
                let beforeRate: String = route.beforePerDay.map(ReportDiff.decimal) ?? "–"
                let afterRate: String = route.afterPerDay.map(ReportDiff.decimal) ?? "–"
                let percent: String = ReportDiff.percentChange(route) ?? ""
                let cells: [String] = [
                    ReportDiff.words(route.status), name, before, after, change, beforeRate, afterRate, percent,
                ]
                output += "| " + cells.joined(separator: " | ") + " |\n"
            }
        }
        if !newUnmatched.isEmpty {
            output += "\n#### New unmatched shapes (\(newUnmatched.count))\n\n| hits | suggested format | example |\n"
            output += "|---:|---|---|\n"
            for shape in newUnmatched {
                output += "| \(shape.hits) | \(ReportDiff.code(shape.format)) | "
                output += "\(shape.example.map { ReportDiff.code($0.count > 60 ? $0.prefix(59) + "…" : $0) } ?? "") |\n"
            }
        }
        if let staleAfter, !newlyStale.isEmpty {
            output += "\n#### Routes newly stale (\(newlyStale.count); not hit in the \(staleAfter.text) before the last request)\n\n"
            for name in newlyStale { output += "- \(ReportDiff.code(name))\n" }
        }
        if !deprecatedNewlyCalled.isEmpty {
            output += "\n#### Deprecated routes newly called (\(deprecatedNewlyCalled.count))\n\n"
            for route in deprecatedNewlyCalled { output += "- \(ReportDiff.code(route.name)): \(route.after ?? 0) hits\n" }
        }
        return output
    }

    /// `text` as a code span that stays inside a table cell: `|` escaped, line breaks as blanks, and a fence of
    /// more backticks than the text's longest run.
    package static func code(_ text: String) -> String {
        var cleaned = ""
        var run = 0
        var longest = 0
        for character in StringEscaping.printable(text) {
            if character == "`" {
                run += 1
                longest = max(longest, run)
            } else {
                run = 0
            }
            cleaned += character == "|" ? "\\|" : String(character)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = cleaned.hasPrefix("`") || cleaned.hasSuffix("`") ? " " : ""
        return fence + pad + cleaned + pad + fence
    }

    /// Plain text for Markdown: `|`, `*`, `_`, `<` and backticks escaped.
    package static func markdownText(_ text: String) -> String {
        var output = ""
        for character in text {
            if "\\|*_<`[]".contains(character) { output += "\\" }
            output.append(character)
        }
        return output
    }
}
