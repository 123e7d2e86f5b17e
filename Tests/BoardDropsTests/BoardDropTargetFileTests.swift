import Adapters
import BoardDrops
import Boards
import CardportTestSupport
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Testing
import UniformTypes

/// The board's drop target and its file store: a dropped payload that carries files (a Cardport bundle) brings
/// them into the store with its cards, and a card dragged out offers its stored files.
@Suite struct BoardDropTargetFileTests {
    /// The first bytes of a PNG file (signature and IHDR header, what sniffing reads), then padding.
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52])
        + Data(count: 64)

    /// A board "source.json" beside `board` whose card "Spec" carries the PNG as its cover, and that card as a
    /// Cardport bundle, the bytes `cardport export --as app.cardport.bundle` writes.
    static func bundle(beside board: BoardOnDisk) throws -> (data: Data, picture: Boards.Attachment, source: String) {
        let source = board.folder.file("source.json")
        let store = AttachmentStore(forBoard: source)
        let picture = try store.store(png, name: "diagram.png", mimeType: "image/png", id: "picture")
        var card = Card(id: "spec", title: "Spec", attachments: [picture])
        card.cover = CardCover(attachmentID: picture.id)
        let sourceBoard = Board(id: "s", name: "Source", lists: [BoardList(id: "inbox", name: "Inbox", cards: [card])])
        try BoardFormat.encode(sourceBoard).write(to: URL(fileURLWithPath: source))
        let written = try CardportBundleAdapter().export(
            sourceBoard, as: .cardportBundle, options: ExportOptions(files: store))
        return (written.data, picture, source)
    }

    /// Drops `data` as a bundle from another app on the first list of the board at `board.path`, through its
    /// session, with the target's store set or not.
    static func dropBundle(_ data: Data, on board: BoardOnDisk, withStore: Bool)
        throws -> (outcome: BoardEditOutcome, target: BoardDropTarget?)
    {
        let session = try BoardSession(path: board.path)
        var used: BoardDropTarget?
        let (outcome, _) = try session.perform(named: "Drop") { document in
            let target = BoardDropTarget(document: document, app: Apps.board)
            if withStore { target.attachmentStore = session.attachmentStore }
            used = target
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: .cardportBundle) { completion in
                completion(data, nil)
                return nil
            }
            let played = DragDropHarness(sourceApp: Apps.stranger).drag(
                items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0)],
                of: DropEndpoint(app: Apps.board, delegate: target))
            #expect(played.operation == .copy)
            #expect(played.waitForPlaceholders())
            return ([], target.warnings.map(\.warning.description))
        }
        return (outcome, used)
    }

    @Test func aBundleDroppedOnABoardWithAStoreBringsItsFilesInTheSameStep() throws {
        let board = try BoardOnDisk()
        let (bundle, picture, _) = try Self.bundle(beside: board)
        let (outcome, target) = try Self.dropBundle(bundle, on: board, withStore: true)
        #expect(outcome.isApplied)
        #expect(target?.errors.isEmpty == true)
        // No loss: the attachment keeps its file.
        #expect(outcome.warnings == [])
        let card = try board.board.card(named: "Spec")
        #expect(card.attachments.map(\.digest) == [picture.digest])
        #expect(card.attachments.first?.url == "board.json.files/\(picture.digest ?? "")")
        #expect(card.cover?.attachmentID == card.attachments.first?.id)
        let store = AttachmentStore(forBoard: board.path)
        #expect(try store.data(for: try #require(card.attachments.first)) == Self.png)
        #expect(try BoardSession(path: board.path).history().map(\.name) == ["Drop"])
    }

    @Test func aBundleTooLargeForTheStoreIsRefusedWithNothingWritten() throws {
        let board = try BoardOnDisk()
        let before = board.bytes
        let (bundle, _, _) = try Self.bundle(beside: board)
        let session = try BoardSession(path: board.path)
        var store = session.attachmentStore
        store.maximumFileBytes = Self.png.count - 1
        let (outcome, _) = try session.perform(named: "Drop") { document in
            let target = BoardDropTarget(document: document, app: Apps.board)
            target.attachmentStore = store
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: .cardportBundle) { completion in
                completion(bundle, nil)
                return nil
            }
            let played = DragDropHarness(sourceApp: Apps.stranger).drag(
                items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0)],
                of: DropEndpoint(app: Apps.board, delegate: target))
            #expect(played.waitForPlaceholders())
            // The store's own error, naming the file and the limit.
            let error = try #require(target.errors.first)
            #expect(error.description.contains("diagram.png"))
            #expect(error.description.contains("over the limit"))
            return ([], [])
        }
        #expect(!outcome.isApplied)
        #expect(board.bytes == before)
        #expect(store.blobs().isEmpty)
    }

    @Test func aCardDraggedFromABoardWithAStoreOffersItsCoverAndItsFile() throws {
        let board = try BoardOnDisk()
        let (_, picture, source) = try Self.bundle(beside: board)
        let document = BoardDocument(board: try BoardFormat.decode(Data(contentsOf: URL(fileURLWithPath: source))))
        let target = BoardDropTarget(document: document, app: Apps.board)
        target.attachmentStore = AttachmentStore(forBoard: source)
        let item = try #require(target.itemsForBeginning(DragSession(sourceApp: Apps.board), at: row(0, 0)).first)
        let provider = item.itemProvider
        #expect(provider.registeredTypeIdentifiers.contains(UTType.png.identifier))
        #expect(provider.registeredTypeIdentifiers.contains(UTType.url.identifier))
        #expect(try load(UTType.png, from: provider) == Self.png)
        let links = String(decoding: try load(.url, from: provider), as: UTF8.self)
        let stored = AttachmentStore(forBoard: source).path(ofDigest: picture.digest ?? "")
        #expect(links == URL(fileURLWithPath: stored).absoluteString + "\r\n")
    }

    @Test func aCardMovedToAnotherBoardOfTheAppBringsItsStoredFileIntoThatBoardsStore() throws {
        let board = try BoardOnDisk()
        let (_, picture, source) = try Self.bundle(beside: board)
        let from = BoardDocument(board: try BoardFormat.decode(Data(contentsOf: URL(fileURLWithPath: source))))
        let to = BoardDocument(board: Board(id: "t", name: "Target", lists: [BoardList(id: "in", name: "Inbox")]))
        let sourceTarget = BoardDropTarget(document: from, app: Apps.board)
        sourceTarget.attachmentStore = AttachmentStore(forBoard: source)
        let destination = BoardDropTarget(document: to, app: Apps.board)
        let store = AttachmentStore(forBoard: board.path)
        destination.attachmentStore = store
        let outcome = DragDropHarness(sourceApp: Apps.board, source: sourceTarget).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.board, delegate: destination))
        #expect(outcome.operation == .move)
        #expect(destination.errors.isEmpty)
        let card = try #require(to.board.lists[0].cards.first)
        let attachment = try #require(card.attachments.first)
        // The bytes are in the destination's own store, and the attachment points there.
        #expect(try store.data(for: attachment) == Self.png)
        #expect(attachment.url == store.relativeURL(ofDigest: picture.digest ?? ""))
        #expect(from.board.lists[0].cards.isEmpty)
    }

    /// The bytes `provider` gives for `type`, waited for.
    func load(_ type: UTType, from provider: ItemProvider) throws -> Data {
        let result = Box<Result<Data, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        provider.loadDataRepresentation(registeredAs: type.identifier) { data, error in
            result.withLock { $0 = data.map { .success($0) } ?? .failure(error ?? CocoaError(.fileReadUnknown)) }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        return try #require(result.withLock { $0 }).get()
    }
}
