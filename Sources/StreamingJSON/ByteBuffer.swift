/// The growable bytes ``JSONWriter`` writes into: an allocation of its own, appended to with `memcpy`.
///
/// `Array.append(contentsOf:)` costs about ninety instructions a call whatever the length, and a writer appends
/// a few bytes at a time (a key, a comma, an indentation), a million times for a large board: that was 5.8 %
/// of a Trello import's instructions. Here a short append is a capacity check and a copy.
///
/// A class, so that a ``JSONWriter`` copied by value must copy its bytes before it writes (see
/// ``JSONWriter``'s `ensureUnique`), as an array would. Its fields skip the runtime's exclusivity checks, which
/// the writer's methods inlined into other modules would otherwise make on every append: a buffer is written by
/// the one writer that holds it uniquely, and never from two threads.
@usableFromInline
final class ByteBuffer {
    @usableFromInline @exclusivity(unchecked) var base: UnsafeMutablePointer<UInt8>
    @usableFromInline @exclusivity(unchecked) var count = 0
    @usableFromInline @exclusivity(unchecked) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// A buffer holding the same bytes.
    @usableFromInline
    func copy() -> ByteBuffer {
        let copy = ByteBuffer(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    @inlinable @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inlinable @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(repeating byte: UInt8, count extra: Int) {
        guard extra > 0 else { return }
        if count + extra > capacity { grow(toHold: count + extra) }
        (base + count).initialize(repeating: byte, count: extra)
        count += extra
    }

    /// Forgets the bytes and keeps the allocation.
    func removeAll() {
        count = 0
    }

    /// The bytes, valid only during `body`.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Doubles the allocation until it holds `needed` bytes.
    @usableFromInline
    func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
