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

    /// Parses `TYPE=FILE[,TYPE=FILE…]`; TYPE is an identifier, a `.extension` or a MIME type.
    /// - Throws: ``CommandFailure`` `usage` (64) for a malformed spec or an unknown type, `noInput` (66) for a
    ///   file that does not exist.
    init(parsing text: String, itemNumber: Int) throws {
        let place = "--item \(itemNumber)"
        let parts: [Substring] = text.split(separator: ",", omittingEmptySubsequences: false)
        offers = try parts.map { (part: Substring) throws -> Offer in
            guard let equals = part.firstIndex(of: "="), equals != part.startIndex, part.index(after: equals) != part.endIndex
            else {
                throw CommandFailure(.usage, "\(place): '\(part)' is not TYPE=FILE", hint: "for example --item public.html=page.html,.txt=page.txt")
            }
            let type = try TypeQuery.resolve(String(part[..<equals]), in: .shared, place: place)
            let file = String(part[part.index(after: equals)...])
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue else {
                throw CommandFailure(.noInput, "\(place): \(file): no such file")
            }
            return Offer(type: type, file: file)
        }
    }

    /// An item provider offering each representation in order; loading one reads its file then and records
    /// the type in `loads` under `index`.
    func provider(index: Int, loads: Locked<[Int: [String]]>) -> ItemProvider {
        let provider = ItemProvider()
        for offer in offers {
            let identifier = offer.type.identifier
            let file = offer.file
            provider.registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) { completion in
                loads.withLock { $0[index, default: []].append(identifier) }
                do {
                    completion(try Data(contentsOf: URL(fileURLWithPath: file)), nil)
                } catch {
                    completion(nil, error)
                }
                return nil
            }
        }
        return provider
    }
}
