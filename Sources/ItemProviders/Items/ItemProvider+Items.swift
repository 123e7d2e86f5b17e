import Foundation
import UniformTypes

extension ItemProvider {
    /// What an item load calls back with: the item (an `NSSecureCoding` object such as `NSData`, `NSString` or
    /// `NSURL`) or an error.
    ///
    /// Apple's `NSItemProvider.CompletionHandler`.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    /// An item load handler: it gets the completion to call once, the class the load expects (`NSData` for
    /// loads other than `loadItem`, nil for ``loadItem(forTypeIdentifier:options:completionHandler:)``), and
    /// `loadItem`'s options.
    ///
    /// Apple's `NSItemProvider.LoadHandler`. The completion is never nil here; it is optional as in Apple's
    /// declaration, so call it as `completionHandler?(item, nil)`.
    public typealias LoadHandler = @Sendable (
        _ completionHandler: CompletionHandler?,
        _ expectedValueClass: AnyClass?,
        _ options: [AnyHashable: Any]?
    ) -> Void

    /// Creates a provider that offers `item` as `typeIdentifier`, visible to all processes; with a nil item
    /// (or type) the provider is empty, to register representations on later.
    ///
    /// Apple's `init(item:typeIdentifier:)`: a load of that type gets `item` itself, and the other loads read
    /// it as ``registerItem(forTypeIdentifier:loadHandler:)`` says (an `NSData` as its bytes, an `NSString` as
    /// UTF-8, an `NSURL` as its file or its absolute string).
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let shared = Shared(item)
        registerItem(forTypeIdentifier: typeIdentifier) { completion, _, _ in completion?(shared.value, nil) }
    }

    /// Registers an item of `typeIdentifier`, made by `loadHandler` when a load asks for it, visible to all
    /// processes.
    ///
    /// Mirrors Apple's `registerItem(forTypeIdentifier:loadHandler:)`. The handler runs on ``loaderQueue``
    /// once per load that picks this representation. Every load can read what it gives: an `NSData` is its
    /// bytes, an `NSString` its UTF-8, a file `NSURL` a file, another `NSURL` its absolute string;
    /// ``loadItem(forTypeIdentifier:options:completionHandler:)`` gets the item itself, and
    /// ``loadItem(ofClass:forTypeIdentifier:options:completionHandler:)`` coerces it to the class it asks for.
    public func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping LoadHandler) {
        state.withLock {
            $0.representations.append(Representation(typeIdentifier: typeIdentifier, visibility: .all,
                                                     fileOptions: [], source: .item(loadHandler)))
        }
    }

    /// Loads the first representation conforming to `typeIdentifier` as an item, as Apple's
    /// `loadItem(forTypeIdentifier:options:completionHandler:)` does.
    ///
    /// The item is what the representation holds: the registered item itself (its handler is told a nil
    /// expected class and `options`), an `NSData` for a data or object representation, an `NSURL` for a file
    /// representation's file. The completion runs once, on ``completionQueue``; nothing conforming fails with
    /// ``ItemProviderError/Code/itemUnavailable``. Without a completion the load still runs.
    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                         completionHandler: CompletionHandler? = nil) {
        _ = startItemLoad(typeIdentifier, options: Shared(options)) {
            (result: Result<Shared<any NSSecureCoding>, any Error>) in
            switch result {
            case .success(let item): completionHandler?(item.value, nil)
            case .failure(let error): completionHandler?(nil, error)
            }
        }
    }

    /// Loads the first representation conforming to `typeIdentifier` as an item; see
    /// ``loadItem(forTypeIdentifier:options:completionHandler:)``. Cancelling the task cancels the load.
    public func loadItem(forTypeIdentifier typeIdentifier: String,
                         options: [AnyHashable: Any]? = nil) async throws -> any NSSecureCoding {
        let options = Shared(options)
        return try await Self.awaitLoad { done in
            self.startItemLoad(typeIdentifier, options: options, completion: done)
        }.value
    }

    /// Loads the first representation conforming to `typeIdentifier` coerced to `aClass`, as Apple does in
    /// Objective-C for a completion block whose item parameter names a class.
    ///
    /// Coercions: to `NSData` a string's UTF-8 bytes, a file's contents, a URL's absolute string; to `NSString`
    /// bytes read as text (in the encoding the representation's type names; UTF-8 otherwise), a URL's absolute
    /// string; to `NSURL` text holding an absolute URL, a file representation's file URL itself. An item of
    /// `aClass` is handed over as it is; an item handler is told `aClass` and `options`. The completion runs
    /// once, on ``completionQueue``; a value that cannot be coerced fails with
    /// ``ItemProviderError/Code/unexpectedValueClass`` (its cause an ``ItemCoercionError``,
    /// ``StringDecodingError`` or ``URLDecodingError``), nothing conforming with
    /// ``ItemProviderError/Code/itemUnavailable``.
    /// - Returns: a progress that completes with the load and cancels it.
    @discardableResult
    public func loadItem<Item: NSSecureCoding & SendableMetatype>(
        ofClass aClass: Item.Type,
        forTypeIdentifier typeIdentifier: String,
        options: [AnyHashable: Any]? = nil,
        completionHandler: @escaping @Sendable (Item?, (any Error)?) -> Void
    ) -> Progress {
        startItemLoad(typeIdentifier, expecting: aClass, options: Shared(options)) {
            (result: Result<Shared<Item>, any Error>) in
            switch result {
            case .success(let item): completionHandler(item.value, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Loads an item of `typeIdentifier` coerced to `aClass`; see
    /// ``loadItem(ofClass:forTypeIdentifier:options:completionHandler:)``. Cancelling the task cancels the load.
    public func loadItem<Item: NSSecureCoding & SendableMetatype>(ofClass aClass: Item.Type, forTypeIdentifier typeIdentifier: String,
                                               options: [AnyHashable: Any]? = nil) async throws -> Item {
        let options = Shared(options)
        return try await Self.awaitLoad { done in
            self.startItemLoad(typeIdentifier, expecting: aClass, options: options, completion: done)
        }.value
    }

    /// The load behind the Apple-shaped `loadItem`: the item as the representation holds it.
    fileprivate func startItemLoad(
        _ typeIdentifier: String, options: Shared<[AnyHashable: Any]?>,
        completion: @escaping @Sendable (Result<Shared<any NSSecureCoding>, any Error>) -> Void
    ) -> Progress {
        startLoad(
            requested: typeIdentifier,
            serves: { $0.conforms(to: typeIdentifier) },
            unavailable: { .unavailable(typeIdentifier, offered: $0) },
            itemRequest: (nil, options),
            convert: { representation, payload, operation in
                switch payload {
                case .item(let item): operation.finish(.success(item))
                case .file(let url): operation.finish(.success(Shared(url as NSURL)))
                default:
                    Self.withData(representation, payload, operation) { data in
                        operation.finish(.success(Shared(NSData(data: data))))
                    }
                }
            },
            completion: completion)
    }

    /// The load behind `loadItem(ofClass:…)`: the item coerced to `Item`.
    fileprivate func startItemLoad<Item: NSSecureCoding & SendableMetatype>(
        _ typeIdentifier: String, expecting: Item.Type, options: Shared<[AnyHashable: Any]?>,
        completion: @escaping @Sendable (Result<Shared<Item>, any Error>) -> Void
    ) -> Progress {
        let itemName = String(describing: Item.self)
        return startLoad(
            requested: typeIdentifier,
            serves: { $0.conforms(to: typeIdentifier) },
            unavailable: { .unavailable(typeIdentifier, offered: $0) },
            itemRequest: (Item.self as Any.Type as? AnyClass, options),
            convert: { representation, payload, operation in
                @Sendable func finish(_ make: () throws -> Item) {
                    do {
                        operation.finish(.success(Shared(try make())))
                    } catch {
                        operation.finish(.failure(ItemProviderError.unreadable(
                            itemName, representation: representation.typeIdentifier, offered: operation.offered,
                            underlying: error)))
                    }
                }
                if case .item(let item) = payload, let item = item.value as? Item {
                    finish { item }
                    return
                }
                if case .file(let url) = payload.normalized {
                    finish { try Self.coerce(fileURL: url, to: Item.self) }
                    return
                }
                Self.withData(representation, payload, operation) { data in
                    finish { try Self.coerce(data, typeIdentifier: representation.typeIdentifier, to: Item.self) }
                }
            },
            completion: completion)
    }

    private static func cast<Item>(_ value: Any, to: Item.Type) throws -> Item {
        guard let item = value as? Item else {
            throw ItemCoercionError(from: String(describing: type(of: value)), to: String(describing: Item.self))
        }
        return item
    }

    /// A file representation's URL as `Item`: its absolute string, its contents, or the `NSURL` itself.
    static func coerce<Item>(fileURL url: URL, to: Item.Type) throws -> Item {
        switch Item.self {
        case is NSString.Type: return try cast(NSString(string: url.absoluteString), to: Item.self)
        case is NSData.Type: return try cast(NSData(data: try Data(contentsOf: url)), to: Item.self)
        default: return try cast(NSURL(fileURLWithPath: url.path), to: Item.self)
        }
    }

    /// Bytes as `Item`: text, the URL that text holds, or the bytes as `NSData`.
    static func coerce<Item>(_ data: Data, typeIdentifier: String, to: Item.Type) throws -> Item {
        switch Item.self {
        case is NSString.Type:
            let textType = TypeRegistry.shared.conforms(typeIdentifier, to: UTType.plainText.identifier)
                ? typeIdentifier : UTType.utf8PlainText.identifier
            return try cast(NSString(string: try String.object(withItemProviderData: data, typeIdentifier: textType)),
                            to: Item.self)
        case is NSURL.Type:
            let url = try URL.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
            return try cast(url as NSURL, to: Item.self)
        default: return try cast(NSData(data: data), to: Item.self)
        }
    }
}
