import Foundation
import StreamingJSON

/// One element of a GitHub issue list, in either shape: the REST API's (`html_url`, `created_at`,
/// `user`, `pull_request`) or `gh issue list --json`'s (`url`, `createdAt`, `author`, `comments` as objects).
///
/// Only the keys Cardport carries are read; the rest are skipped while their syntax is still checked.
struct GitHubIssue {
    struct Person { var login = ""; var name = "" }
    struct Label { var name = ""; var color: String? }
    struct Comment { var author = ""; var body = ""; var createdAt = "" }

    var number: Int?
    var title = ""
    var body = ""
    var state = ""
    var stateReason: String?
    var url: String?
    var apiURL: String?
    var labels: [Label] = []
    var assignees: [Person] = []
    var author: Person?
    var milestone: String?
    var createdAt: String?
    var closedAt: String?
    var isPullRequest = false
    var comments: [Comment] = []
    /// The REST API's count of comments, which its issue list does not include.
    var commentCount = 0

    /// Reads one issue; the reader stands at an object.
    init(reading reader: inout JSONReader) throws {
        try reader.forEachMember { reader, key in
            switch key {
            case "number": number = try reader.readOptionalNumber().map { Int($0) }
            case "title": title = try reader.readOptionalString() ?? ""
            case "body": body = try reader.readOptionalString() ?? ""
            case "state": state = try reader.readOptionalString() ?? ""
            case "state_reason", "stateReason": stateReason = try reader.readOptionalString()
            case "html_url": url = try reader.readOptionalString()
            case "url":
                // The REST API's `url` is the API address; gh's is the page.
                let text = try reader.readOptionalString()
                if text?.hasPrefix("https://api.github.com/") == true { apiURL = text } else { url = url ?? text }
            case "labels":
                labels = try Self.array(&reader) { reader in
                    if try reader.peek() == .string { return Label(name: try reader.readString()) }
                    var label = Label()
                    try reader.forEachMember { reader, key in
                        switch key {
                        case "name": label.name = try reader.readOptionalString() ?? ""
                        case "color": label.color = try reader.readOptionalString()
                        default: break
                        }
                    }
                    return label
                }
            case "assignees": assignees = try Self.array(&reader) { try Self.person(&$0) }
            case "assignee":
                if let person = try Self.optionalPerson(&reader), assignees.isEmpty { assignees = [person] }
            case "user", "author": author = try Self.optionalPerson(&reader)
            case "milestone":
                if try reader.readNull() { return }
                try reader.forEachMember { reader, key in
                    if key == "title" { milestone = try reader.readOptionalString() }
                }
            case "created_at", "createdAt": createdAt = try reader.readOptionalString()
            case "closed_at", "closedAt": closedAt = try reader.readOptionalString()
            case "pull_request":
                isPullRequest = !(try reader.readNull())
                if isPullRequest { try reader.skipValue() }
            case "isPullRequest": isPullRequest = try reader.readOptionalBool() ?? false
            case "comments":
                switch try reader.peek() {
                case .number: commentCount = Int(try reader.readNumber())
                case .array:
                    comments = try Self.array(&reader) { reader in
                        var comment = Comment()
                        try reader.forEachMember { reader, key in
                            switch key {
                            case "author", "user": comment.author = (try Self.optionalPerson(&reader))?.login ?? ""
                            case "body": comment.body = try reader.readOptionalString() ?? ""
                            case "createdAt", "created_at": comment.createdAt = try reader.readOptionalString() ?? ""
                            default: break
                            }
                        }
                        return comment
                    }
                default: try reader.skipValue()
                }
            default: break
            }
        }
    }

    private static func array<Element>(_ reader: inout JSONReader, _ element: (inout JSONReader) throws -> Element) throws -> [Element] {
        if try reader.readNull() { return [] }
        var elements: [Element] = []
        try reader.forEachElement { reader, _ in elements.append(try element(&reader)) }
        return elements
    }

    private static func optionalPerson(_ reader: inout JSONReader) throws -> Person? {
        if try reader.readNull() { return nil }
        return try person(&reader)
    }

    private static func person(_ reader: inout JSONReader) throws -> Person {
        var person = Person()
        try reader.forEachMember { reader, key in
            switch key {
            case "login": person.login = try reader.readOptionalString() ?? ""
            case "name": person.name = try reader.readOptionalString() ?? ""
            default: break
            }
        }
        return person
    }
}
