import AdapterKit
import Adapters
import Foundation

// An external adapter built as its own executable: Cardport runs it with `read org.bulletjournal.rapid-log`.
// The program declares its type in its own process, as adapter.json declares it to Cardport.
try TypeRegistry.shared.registerDeclarations(from: Data("""
    {"UTImportedTypeDeclarations": [{"UTTypeIdentifier": "org.bulletjournal.rapid-log",
      "UTTypeConformsTo": ["public.plain-text"], "UTTypeDescription": "Bullet journal rapid log"}]}
    """.utf8))
runAdapter(BulletJournalImporter())
