import Foundation
import ItemProviders

/// What cards dragged out of a board offer to whoever they are dropped on, and what
/// `cardport export BOARD --cards … --as TYPE` writes: the same bytes either way.
///
/// The cards travel as a board fragment (``fragment``): the board's id and name, each list that holds one of the
/// cards with only those cards, in board order, and the labels, people and custom fields they use. Every representation is written from it
/// by the registry's exporter for the type, when it is asked for, never before.
///
/// A value, safe to pass between threads.
public struct CardsOffer: Sendable {
    /// The types a drag of cards offers, richest first: Cardport's board format (all of each card: description,
    /// labels, checklists, dates, attachments, comments), a Trello card object (an array of them for several
    /// cards), an HTML fragment (the board's element, no page around it), Markdown, plain text.
    public static let types: [UTType] = [.cardportBoard, .trelloCard, .html, .markdown, .plainText]

    /// The cards as a board of their own.
    public let fragment: Board

    /// The file store of the board the cards come from, when known: their stored files are then offered as
    /// `file://` URLs of the store's files and the first card's cover image as an image. Without it, stored files
    /// are left out of ``uriList`` (their relative paths mean nothing to another application).
    public var files: AttachmentStore?

    /// The offer for the cards `ids` of `board`.
    /// - Throws: ``AdapterError`` `unexpectedContent` naming the first id the board does not hold, or when `ids`
    ///   is empty.
    public init(cards ids: [String], of board: Board) throws(AdapterError) {
        guard !ids.isEmpty else { throw AdapterError(code: .unexpectedContent, message: "no card was named") }
        let known = Set(board.lists.flatMap(\.cards).map(\.id))
        if let missing = ids.first(where: { !known.contains($0) }) {
            throw AdapterError(code: .unexpectedContent, message: "the board has no card with the id '\(missing)'")
        }
        let wanted = Set(ids)
        let lists = board.lists.compactMap { list -> BoardList? in
            let cards = list.cards.filter { wanted.contains($0.id) }
            guard !cards.isEmpty else { return nil }
            var kept = list
            kept.cards = cards
            return kept
        }
        let cards = lists.flatMap(\.cards)
        let used = Set(cards.flatMap(\.labelIDs))
        // The people and custom fields the cards name travel with them, so that the cards keep every fact.
        let named = Set(cards.flatMap { card in card.members + (card.reporter.map { [$0] } ?? []) + card.comments.map(\.author) })
        let filled = Set(cards.flatMap(\.customFields).map(\.fieldID))
        fragment = Board(
            id: board.id, name: board.name, labels: board.labels.filter { used.contains($0.id) }, lists: lists,
            people: board.people.filter { named.contains($0.id) },
            customFields: board.customFields.filter { filled.contains($0.id) })
    }

    /// The cards written as `type` by the registry's exporter for it.
    /// - Throws: ``AdapterError`` `unsupportedType` when no exporter writes `type`, or the exporter's error.
    public func export(as type: UTType, registry: AdapterRegistry, options: ExportOptions = ExportOptions())
        throws(AdapterError) -> ExportResult
    {
        guard var match = registry.exporter(for: type) else {
            throw AdapterError(code: .unsupportedType, message: "no adapter writes \(type.identifier)")
        }
        // Cards go into another document, so HTML is a fragment, not a page of its own.
        if match.exporter is HTMLExporter { match.exporter = HTMLExporter(fragment: true) }
        do {
            return try match.exporter.export(fragment, as: match.writtenType, options: options)
        } catch let error as AdapterError {
            throw error
        } catch {
            throw AdapterError(code: .malformedInput, message: "\"\(match.exporter.name)\" failed: \(error)", cause: error)
        }
    }

    /// The cards' links as a `text/uri-list` (RFC 2483: one URL a line, CRLF line ends): each card's source URL,
    /// then its attachments' (a stored file as the `file://` URL of the store's file, when ``files`` is known), in
    /// card order, each once; nil when the cards have none.
    public var uriList: String? {
        var seen: Set<String> = []
        var urls: [String] = []
        for card in fragment.lists.flatMap(\.cards) {
            let attachments = card.attachments.compactMap { attachment -> String? in
                guard let digest = attachment.digest else { return attachment.url }
                return files.map { URL(fileURLWithPath: $0.path(ofDigest: digest)).absoluteString }
            }
            for url in [card.source?.url].compactMap({ $0 }) + attachments where !url.isEmpty && seen.insert(url).inserted {
                urls.append(url)
            }
        }
        return urls.isEmpty ? nil : urls.map { $0 + "\r\n" }.joined()
    }

    /// The first card's cover when it is a stored raster image and ``files`` is known: the attachment and its
    /// type, for an image editor or a chat a card is dropped on.
    var coverImage: (attachment: Attachment, type: UTType)? {
        guard files != nil, let card = fragment.lists.first?.cards.first, let id = card.cover?.attachmentID,
              let attachment = card.attachments.first(where: { $0.id == id }), attachment.isStoredRasterImage,
              let type = attachment.mimeType.flatMap({ UTType(mimeType: $0) })
        else { return nil }
        return (attachment, type)
    }

    /// An item provider offering ``types`` (those the registry can write), each written only when loaded, and,
    /// between Markdown and plain text, the cards' links as a URL list (``uriList``) when they have any and the
    /// first card's cover image (read from ``files`` only when asked) when it has one.
    public func itemProvider(registry: AdapterRegistry, options: ExportOptions = ExportOptions()) -> ItemProvider {
        let provider = ItemProvider()
        for type in Self.types where registry.exporter(for: type) != nil {
            if type == .plainText, let links = uriList {
                // Before plain text: an application that takes links (a browser, a file manager, a chat) gets
                // the cards' links rather than their titles.
                provider.registerDataRepresentation(for: .url) { completion in
                    completion(Data(links.utf8), nil)
                    return nil
                }
            }
            if type == .plainText, let cover = coverImage, let files {
                // An image editor or a chat takes the picture rather than the card's title.
                provider.registerDataRepresentation(for: cover.type) { completion in
                    do { completion(try files.data(for: cover.attachment), nil) } catch { completion(nil, error) }
                    return nil
                }
            }
            provider.registerDataRepresentation(for: type) { completion in
                do {
                    completion(try self.export(as: type, registry: registry, options: options).data, nil)
                } catch {
                    completion(nil, error)
                }
                return nil
            }
        }
        return provider
    }
}
