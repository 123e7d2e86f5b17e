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
        @Sendable (@escaping @Sendable ((any ItemProviderWriting)?, (any Error)?) -> Void) throws -> Progress?

    /// How the representation is produced.
    enum Source: Sendable {
        /// A data loader.
        case data(DataLoader)
        /// A file loader.
        case file(FileLoader)
        /// An object (given, or made by a loader) that writes this type through `loadData(withTypeIdentifier:)`.
        case object(any ItemProviderWriting.Type, ObjectLoader)
        /// An item loader (`registerItem`) that hands back data, a string or a URL.
        case item(ItemLoader)
    }

    /// What a source produced.
    enum Payload: Sendable {
        case data(Data)
        case file(URL)
        case object(any ItemProviderWriting)
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
    /// An item loader is told `expecting` and `options` (what `loadItem` asked for; `Data` and nil for other
    /// loads), and what it hands back becomes a payload: a file URL a file, any other URL its absolute string
    /// as UTF-8 bytes, a string its UTF-8 bytes, data itself.
    func start(expecting: (any ItemProviderItem.Type)? = nil, options: [String: any Sendable]? = nil,
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
                    switch item {
                    case let url as URL where url.isFileURL: deliver(.success(.file(url)))
                    case let url as URL: deliver(.success(.data(Data(url.absoluteString.utf8))))
                    case let string as String: deliver(.success(.data(Data(string.utf8))))
                    case let data as Data: deliver(.success(.data(data)))
                    case .some(let other):
                        deliver(.failure(ItemCoercionError(from: String(describing: type(of: other)), to: "Data")))
                    case nil: deliver(.failure(error ?? Missing()))
                    }
                }, expecting ?? Data.self, options)
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
