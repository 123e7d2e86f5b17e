// A deterministic sloppy HTML document of about the requested size: what saved pages and clipboard copies look
// like at their worst — unclosed li, p and td, mixed-case tags, entities, scripts and styles, tables, nested lists.

/// A small deterministic generator (a 64-bit LCG), so every run measures the same bytes.
struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

enum SloppyHTML {
    static let words = [
        "board", "card", "list", "ship", "review", "café", "naïve", "déjà", "release", "notes", "the", "and",
        "a", "of", "deploy", "fix", "login", "&amp;", "&lt;tag&gt;", "&eacute;t&eacute;", "&#8212;", "&nbsp;",
        "&quot;quoted&quot;", "日本語", "😀", "x", "to", "in", "bug", "feature",
    ]

    static func sentence(_ random: inout Random, _ count: Int) -> String {
        (0..<count).map { _ in words[random.next(words.count)] }.joined(separator: " ")
    }

    static func generate(bytes target: Int) -> String {
        var random = Random(state: 0x5EED_CAFE)
        var html = "<!DOCTYPE html>\n<HTML><Head><meta charset=\"utf-8\"><title>Sloppy page</title>\n"
        html += "<style>body{font:14px sans-serif} td{padding:2px}</style>\n<BODY>\n"
        var section = 0
        while html.utf8.count < target {
            section += 1
            html += "<H2 id=\"s\(section)\">Section \(section) " + sentence(&random, 3) + "</h2>\n"
            html += "<script>var x\(section) = '<p>not a card</p>'; if (a < b && c > d) { run(); }</script>\n"
            for _ in 0..<(1 + random.next(3)) {
                html += "<P>" + sentence(&random, 8 + random.next(20)) + "\n"
            }
            html += "<Ul>\n"
            for item in 0..<(3 + random.next(6)) {
                html += "<LI>" + sentence(&random, 4 + random.next(6))
                if item % 3 == 0 {
                    html += "<ul><li>" + sentence(&random, 3) + "<li><input type=checkbox checked> "
                        + sentence(&random, 2) + "<ul><li>" + sentence(&random, 2) + "</ul></ul>"
                }
                if item % 4 == 1 {
                    html += " <a HREF=\"https://example.com/\(section)/\(item)?a=1&amp;b=2\">" + sentence(&random, 2) + "</A>"
                }
                html += "\n"
            }
            html += "</UL>\n<!-- a comment with <b>markup</b> -->\n"
            if section % 2 == 0 {
                html += "<table border=1><tr><th>Task<th>Owner<th>Status\n"
                for _ in 0..<(4 + random.next(8)) {
                    html += "<TR><td>" + sentence(&random, 4) + "<td>" + sentence(&random, 1) + "<TD>"
                        + sentence(&random, 2) + "\n"
                }
                html += "</table>\n"
            }
            html += "<div>" + sentence(&random, 5) + "<br>" + sentence(&random, 5) + "<BR/>" + sentence(&random, 3) + "</div>\n"
            html += "<style>.s\(section){color:red}</style>\n"
        }
        return html + "</body></html>\n"
    }
}
