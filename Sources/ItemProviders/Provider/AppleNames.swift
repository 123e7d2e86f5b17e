// Apple's names for Cardport's item provider types, so that code written for Apple's platforms compiles
// unchanged: `extension NSItemProvider { public func … }` and `final class Note: NSObject, NSItemProviderWriting`
// work in any module that imports ItemProviders (or UniformTypeIdentifiers / CoreTransferable).
//
// They are public type aliases, not renames: a module of Cardport and the code written for it keep one type
// under two names, and `ItemProvider` stays the name in Cardport's own documentation. On Apple's platforms
// Foundation declares these names itself, so the aliases exist only where it does not.
#if !canImport(Darwin)
import Foundation

/// Apple's name for ``ItemProvider``.
public typealias NSItemProvider = ItemProvider

/// Apple's name for ``ItemProviderWriting``.
public typealias NSItemProviderWriting = ItemProviderWriting

/// Apple's name for ``ItemProviderReading``.
public typealias NSItemProviderReading = ItemProviderReading

/// Apple's name for ``ItemProviderRepresentationVisibility``.
public typealias NSItemProviderRepresentationVisibility = ItemProviderRepresentationVisibility

/// Apple's name for ``ItemProviderFileOptions``.
public typealias NSItemProviderFileOptions = ItemProviderFileOptions
#endif
