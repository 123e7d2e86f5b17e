import BoardDrops
import Boards
import Foundation

extension ImportCommand {
    /// What `import --into --json` prints for a file no adapter reads, attached to a new card.
    struct AttachedFile: Encodable {
        var board: String
        var list: String
        var card: String
        var title: String
        var attachment: String
        var mimeType: String?
        var bytes: Int?
        var cover: Bool
    }

    /// Adds the payload, a file no adapter reads, to the board at `path` as a card named after the file that
    /// carries it: in `--list`, else the board's first open list, through the board session as one undo step.
    func attachUnread(into path: String) throws {
        let session = try BoardSession(path: path, wait: lockWait.duration, force: force)
        let board = session.board
        let target: BoardList
        if let list {
            target = try board.list(named: list)
        } else if let open = board.lists.first(where: { !$0.archived }) {
            target = open
        } else {
            throw CommandFailure(
                .dataError, "\(path): the board has no open list for the card carrying \(payload)",
                hint: "add a list (`cardport edit \(path) add-list NAME`) or name one with --list")
        }
        let title = payload.split(separator: "/").last.map(String.init) ?? payload
        let outcome = try session.addCard(titled: title, attaching: [payload], toList: target.id, at: at)
        if let failure = CommandFailure(refusing: outcome, file: path) { throw failure }
        let card = outcome.board.lists.lazy.flatMap(\.cards).first { $0.id == outcome.createdIDs[0] }
        let attachment = card?.attachments.last
        let summary = AttachedFile(
            board: path, list: target.name, card: outcome.createdIDs[0], title: title, attachment: attachment?.id ?? "",
            mimeType: attachment?.mimeType, bytes: attachment?.bytes, cover: card?.cover?.attachmentID != nil)
        if json {
            try JSONOutput.print(summary)
        } else {
            var out = OutputBuffer()
            try out.writeLine(
                "Added the card \"\(title)\" to \"\(target.name)\" in \(path), carrying \(title) "
                    + "(\(summary.mimeType ?? "unknown type"), \(summary.bytes ?? 0) bytes)"
                    + (summary.cover ? " as its cover." : "."))
            try out.flush()
        }
    }
}
