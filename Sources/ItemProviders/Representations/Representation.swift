import Foundation
import UniformTypes

/// One registered representation: its type, who may see it, and how to produce it.
///
/// Values are immutable; a provider's view for another process shares them (and so their loaders).
struct Representation: Sendable {
    typealias DataLoader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) throws -> Progress?
    typealias FileLoader = @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) throws -> Progress?
    typealias ItemLoader = ItemProvider.LoadHandler
    typealias ObjectLoader =
        @Sendable (@escaping @Sendable (Shared<any ItemProviderWriting>?, (any Error)?) -> Void) throws -> Progress?

    /// How the representation is produced.
    enum Source: Sendable {
        /// A data loader.
        case data(DataLoader)
        /// A file loader.
        case file(FileLoader)
        /// An object (given, or made by a loader) that writes this type through `loadData(withTypeIdentifier:)`;
        /// the identifier is the object's type's.
        case object(ObjectIdentifier, ObjectLoader)
        /// An item loader (`registerItem`) that hands back an `NSSecureCoding` item.
        case item(ItemLoader)
    }

    /// What a source produced.
    enum Payload: Sendable {
        case data(Data)
        case file(URL)
        case object(Shared<any ItemProviderWriting>)
        /// An item a `registerItem` handler gave, as it gave it.
        case item(Shared<any NSSecureCoding>)

        /// The payload with an item of a kind every load reads turned into data or a file: `NSData` its bytes,
        /// `NSString` its UTF-8, a file `NSURL` the file, another `NSURL` its absolute string as UTF-8. Other
        /// items stay items.
        var normalized: Payload {
            guard case .item(let shared) = self else { return self }
            switch shared.value {
            case let data as NSData: return .data(Data(referencing: data))
            case let string as NSString: return .data(Data(String(string).utf8))
            case let url as NSURL:
                let url = url as URL
                return url.isFileURL ? .file(url) : .data(Data(url.absoluteString.utf8))
            default: return self
            }
        }
    }

    /// The type identifier, as registered.
    let typeIdentifier: String
    /// Who may see it.
    let visibility: ItemProviderRepresentationVisibility
    /// Options; only file representations carry any.
    let fileOptions: ItemProviderFileOptions
    /// How it is produced.
    let source: Source
    /// The name a copy of a file representation's file gets (a `Transferable`'s suggested file name); nil
    /// keeps the file's own name.
    var suggestedFileName: String? = nil

    /// Whether this representation can serve a request for `requested`.
    func conforms(to requested: String) -> Bool {
        TypeRegistry.shared.conforms(typeIdentifier, to: requested)
    }

    /// Whether this representation was registered under `typeIdentifier` itself (ignoring case).
    func isRegistered(as typeIdentifier: String) -> Bool {
        self.typeIdentifier.lowercased() == typeIdentifier.lowercased()
    }

    /// Runs the loader once and reports what it produced through `deliver`.
    ///
    /// `deliver` is called on whatever thread the loader calls back on, possibly more than once if the loader
    /// misbehaves; the caller keeps only the first. A loader that throws delivers its error.
    ///
    /// An item loader is told `expecting` and `options` (what `loadItem` asked for: nil for Apple's untyped
    /// `loadItem`, the class for a coercing one; `NSData` and nil for other loads), and what it hands back is an
    /// ``Payload/item(_:)`` payload.
    func start(expecting: AnyClass? = NSData.self, options: Shared<[AnyHashable: Any]?>? = nil,
               _ deliver: @escaping @Sendable (Result<Payload, any Error>) -> Void) -> Progress? {
        do {
            switch source {
            case .data(let loader):
                return try loader { data, error in
                    if let data { deliver(.success(.data(data))) } else { deliver(.failure(error ?? Missing())) }
                }
            case .file(let loader):
                return try loader { url, _, error in
                    if let url { deliver(.success(.file(url))) } else { deliver(.failure(error ?? Missing())) }
                }
            case .item(let loader):
                loader({ item, error in
                    if let item { deliver(.success(.item(Shared(item)))) } else { deliver(.failure(error ?? Missing())) }
                }, expecting, options?.value)
                return nil
            case .object(_, let loader):
                return try loader { object, error in
                    if let object { deliver(.success(.object(object))) } else { deliver(.failure(error ?? Missing())) }
                }
            }
        } catch {
            deliver(.failure(error))
            return nil
        }
    }

    /// Marks a loader that called back with neither a value nor an error.
    struct Missing: Error {}
}
