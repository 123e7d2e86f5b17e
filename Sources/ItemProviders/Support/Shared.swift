import Locking

/// A value that may not be `Sendable` (an `NSItemProviderWriting` class, a `Transferable` model, an item's
/// `NSSecureCoding` object, `loadItem`'s options), carried to the queue or task that uses it.
///
/// Apple's `NSItemProviderWriting`, `NSItemProviderReading` and `Transferable` do not require `Sendable`, so
/// a provider keeps values it cannot prove safe to share. Every read of the value goes through the lock of a
/// `Locked` (module Locking), so the handing over itself is ordered and free of races; a value type is
/// copied out, a class instance is shared, as on Apple's platforms, where a provider hands a registered object
/// to its loading queue as it is.
struct Shared<Value>: Sendable {
    private let storage: Locked<Value>

    /// Holds `value`.
    init(_ value: Value) {
        storage = Locked(value)
    }

    /// The value, read under the lock.
    var value: Value {
        storage.withLock { $0 }
    }
}
