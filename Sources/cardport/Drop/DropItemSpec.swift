import Adapters
import Foundation
import ItemProviders
import Locking

/// One `--item TYPE=FILE[,TYPE=FILE…]`: the representations one dragged item offers, richest first.
struct DropItemSpec {
    /// One representation: its type and the file that holds its bytes.
    struct Offer {
        var type: UTType
        var file: String
    }

    var offers: [Offer]

    /// The largest file an offer reads: as much as an import reads unless `--max-input-size` says otherwise.
    var maximumBytes: Int

    /// The representations `offers`, already checked (several `--item` options of one dragged item).
    init(offers: [Offer], maximumBytes: Int = ImportOptions().maximumInputBytes) {
        self.offers = offers
        self.maximumBytes = maximumBytes
    }

    /// Parses `TYPE=FILE[,TYPE=FILE…]`; TYPE is an identifier, a `.extension` or a MIME type. Each file is
    /// looked at now (``InputPath/check(_:place:maximumBytes:)``), before the board is touched; a named pipe
    /// is not opened until its representation is loaded, and is then read once, whole.
    /// - Throws: ``CommandFailure`` `usage` (64) for a malformed spec or an unknown type; `noInput` (66) for a
    ///   file that does not exist, a folder, a device such as `/dev/null`, a link loop or a file this user may
    ///   not read; `dataError` (65) for a file over `maximumBytes`, with the hint that `--max-input-size` raises it.
    init(parsing text: String, itemNumber: Int, maximumBytes: Int = ImportOptions().maximumInputBytes) throws {
        self.maximumBytes = maximumBytes
        let place = "--item \(itemNumber)"
        let parts: [Substring] = text.split(separator: ",", omittingEmptySubsequences: false)
        offers = try parts.map { (part: Substring) throws -> Offer in
            guard let equals = part.firstIndex(of: "="), equals != part.startIndex, part.index(after: equals) != part.endIndex
            else {
                throw CommandFailure(.usage, "\(place): '\(part)' is not TYPE=FILE", hint: "for example --item public.html=page.html,.txt=page.txt")
            }
            let type = try TypeQuery.resolve(String(part[..<equals]), in: .shared, place: place)
            let file = String(part[part.index(after: equals)...])
            _ = try InputSizeOption.hintingAtTheLimit {
                try InputPath.check(file, place: place, maximumBytes: maximumBytes)
            }
            return Offer(type: type, file: file)
        }
    }

    /// An item provider offering each representation in order; loading one reads its file then (within
    /// ``maximumBytes``) and records the type in `loads` under `index`. A file that cannot be read any more
    /// fails the load with an ``AdapterError`` saying why.
    func provider(index: Int, loads: Locked<[Int: [String]]>) -> ItemProvider {
        let provider = ItemProvider()
        let maximumBytes = maximumBytes
        for offer in offers {
            let identifier = offer.type.identifier
            let file = offer.file
            provider.registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) { completion in
                loads.withLock { $0[index, default: []].append(identifier) }
                do {
                    let input = try InputPath(file, maximumBytes: maximumBytes)
                    completion(try input.readAll(maximumBytes: maximumBytes), nil)
                } catch let failure as CommandFailure {
                    let code: AdapterError.Code = failure.exitCode == .dataError ? .limitExceeded : .unreadableInput
                    completion(nil, AdapterError(code: code, message: failure.message))
                } catch {
                    completion(nil, error)
                }
                return nil
            }
        }
        return provider
    }
}
