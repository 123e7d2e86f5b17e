import Adapters
import Foundation

/// The standard adapters, shared by the tests that only identify payloads.
let standardAdapters = AdapterRegistry.standard()

/// The type `data`, declared as `type`, is identified as by the standard adapters (`identify(_:hint:fileName:)`).
func identified(_ type: UTType, _ data: Data) -> UTType {
    standardAdapters.identify(data, hint: type).type
}
