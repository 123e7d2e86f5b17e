import Foundation
import UniformTypes

extension ItemProvider {
    /// What an item load handler calls back with: the item (`Data`, `String` or `URL`) or an error.
    public typealias CompletionHandler = @Sendable ((any ItemProviderItem)?, (any Error)?) -> Void

    /// An item load handler: it gets the completion to call once, the type the load expects (`Data` for
    /// loads other than `loadItem`), and `loadItem`'s options.
    public typealias LoadHandler = @Sendable (
        _ completionHandler: @escaping CompletionHandler,
        _ expectedValueClass: (any ItemProviderItem.Type)?,
        _ options: [String: any Sendable]?
    ) -> Void

    /// Registers an item of `typeIdentifier`, made by `loadHandler` when a load asks for it, visible to all
    /// processes.
    ///
    /// Mirrors Apple's `registerItem(forTypeIdentifier:loadHandler:)`. The handler runs on ``loaderQueue``
    /// once per load that picks this representation. Every load can read it: a file URL item is a file, any
    /// other item becomes bytes (a string's UTF-8, a URL's absolute string), and ``loadItem(forTypeIdentifier:options:completionHandler:)``
    /// coerces it to the type it asks for.
    public func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping LoadHandler) {
        state.withLock {
            $0.representations.append(Representation(typeIdentifier: typeIdentifier, visibility: .all,
                                                     fileOptions: [], source: .item(loadHandler)))
        }
    }

    /// Loads the first representation conforming to `typeIdentifier` as an `Item`, coercing as Apple does.
    ///
    /// Coercions: to `Data` a string's UTF-8 bytes, a file URL's contents, another URL's absolute string;
    /// to `String` data read as UTF-8, a URL's absolute string; to `URL` text (data or a string) holding an
    /// absolute URL, a file representation's file URL itself. A representation of any kind can be loaded
    /// (data, file, object or item). An item handler is told `Item.self` and `options`. The completion
    /// runs once, on ``completionQueue``; a value that cannot be coerced fails with
    /// ``ItemProviderError/Code/unexpectedValueClass`` (its cause an ``ItemCoercionError``,
    /// ``StringDecodingError`` or ``URLDecodingError``), nothing conforming with
    /// ``ItemProviderError/Code/itemUnavailable``.
    /// - Returns: a progress that completes with the load and cancels it.
    @discardableResult
    public func loadItem<Item: ItemProviderItem>(
        forTypeIdentifier typeIdentifier: String,
        options: [String: any Sendable]? = nil,
        completionHandler: @escaping @Sendable (Item?, (any Error)?) -> Void
    ) -> Progress {
        let itemName = String(describing: Item.self)
        return startLoad(
            requested: typeIdentifier,
            serves: { $0.conforms(to: typeIdentifier) },
            unavailable: { .unavailable(typeIdentifier, offered: $0) },
            itemRequest: (Item.self, options),
            convert: { (representation: Representation, payload: Representation.Payload, operation: LoadOperation<Item>) in
                @Sendable func finish(_ make: () throws -> Item) {
                    do {
                        operation.finish(.success(try make()))
                    } catch {
                        operation.finish(.failure(ItemProviderError.unreadable(
                            itemName, representation: representation.typeIdentifier, offered: operation.offered,
                            underlying: error)))
                    }
                }
                if case .file(let url) = payload {
                    finish { try Self.coerce(fileURL: url, to: Item.self) }
                    return
                }
                Self.withData(representation, payload, operation) { data in
                    finish { try Self.coerce(data, typeIdentifier: representation.typeIdentifier, to: Item.self) }
                }
            },
            completion: { (result: Result<Item, any Error>) in
                switch result {
                case .success(let item): completionHandler(item, nil)
                case .failure(let error): completionHandler(nil, error)
                }
            })
    }

    /// A file representation's URL as `Item`: itself, its path's URL string, or its contents.
    static func coerce<Item>(fileURL url: URL, to: Item.Type) throws -> Item {
        switch Item.self {
        case is URL.Type: return url as! Item
        case is String.Type: return url.absoluteString as! Item
        case is Data.Type: return try Data(contentsOf: url) as! Item
        default: throw ItemCoercionError(from: "URL", to: String(describing: Item.self))
        }
    }

    /// Bytes as `Item`: themselves, UTF-8 text, or the URL that text holds.
    static func coerce<Item>(_ data: Data, typeIdentifier: String, to: Item.Type) throws -> Item {
        switch Item.self {
        case is Data.Type: return data as! Item
        case is String.Type:
            let textType = TypeRegistry.shared.conforms(typeIdentifier, to: UTType.plainText.identifier)
                ? typeIdentifier : UTType.utf8PlainText.identifier
            return try String.object(withItemProviderData: data, typeIdentifier: textType) as! Item
        case is URL.Type: return try URL.object(withItemProviderData: data, typeIdentifier: typeIdentifier) as! Item
        default: throw ItemCoercionError(from: "Data", to: String(describing: Item.self))
        }
    }
}
