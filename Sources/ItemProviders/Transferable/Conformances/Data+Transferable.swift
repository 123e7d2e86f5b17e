import Foundation
import UniformTypes

/// Bytes move as `public.data`, and read any data.
extension Data: Transferable {
    /// Exports and imports `public.data`: an importer of any offered type (every data type conforms to it).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { data in data } importing: { data in data }
    }
}
