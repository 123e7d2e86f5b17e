import Foundation

/// SHA-256 (FIPS 180-4), the digest that names a blob in a board's file store.
///
/// Written here because `Boards` depends on nothing that computes it; the tests check it against the FIPS
/// examples and lengths around the padding boundaries. Feed bytes with ``update(_:)`` as they are read, then
/// take ``finalize()`` once.
package struct SHA256Digest: Sendable {
    private var state: State = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() { pending.reserveCapacity(64) }

    /// The digest of `data` as 64 lowercase hexadecimal digits.
    package static func hex(of data: some DataProtocol) -> String {
        var digest = SHA256Digest()
        digest.update(data)
        return digest.finalize()
    }

    /// Adds bytes to the message.
    package mutating func update(_ data: some DataProtocol) {
        for region in data.regions {
            region.withUnsafeBytes { update(bytes: $0) }
        }
    }

    /// Adds bytes to the message.
    package mutating func update(bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var index = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            index = take
            if pending.count == 64 {
                pending.withUnsafeBytes { compress($0) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        let whole = (bytes.count - index) / 64 * 64
        if whole > 0 {
            compress(UnsafeRawBufferPointer(rebasing: bytes[index..<index + whole]))
            index += whole
        }
        if index < bytes.count { pending.append(contentsOf: bytes[index...]) }
    }

    /// Pads the message and returns its digest as 64 lowercase hexadecimal digits.
    package mutating func finalize() -> String {
        let bits = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        tail.withUnsafeBytes { compress($0) }
        pending.removeAll()
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for word in words {
            for shift in stride(from: 28, through: 0, by: -4) { text.append(digits[Int((word >> UInt32(shift)) & 0xf)]) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Compresses the whole 64-byte blocks of `blocks` (its count is a multiple of 64).
    private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
        guard let base = blocks.baseAddress, blocks.count >= 64 else { return }
        var current = state
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            Self.k.withUnsafeBufferPointer { k in
                var offset = 0
                while offset &+ 64 <= blocks.count {
                    current = Self.compress(base + offset, into: current, schedule: schedule.baseAddress!, k: k.baseAddress!)
                    offset &+= 64
                }
            }
        }
        state = current
    }

    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// One 64-byte block. Plain pointers and rotations written out, so that a debug build (tests, `swift run`)
    /// hashes a 50 MB file in seconds, not minutes.
    private static func compress(
        _ block: UnsafeRawPointer, into state: State, schedule w: UnsafeMutablePointer<UInt32>, k: UnsafePointer<UInt32>
    ) -> State {
        let bytes = block.assumingMemoryBound(to: UInt8.self)
        var i = 0
        while i < 16 {
            w[i] = UInt32(bytes[i &* 4]) &<< 24 | UInt32(bytes[i &* 4 &+ 1]) &<< 16 | UInt32(bytes[i &* 4 &+ 2]) &<< 8
                | UInt32(bytes[i &* 4 &+ 3])
            i &+= 1
        }
        while i < 64 {
            let x = w[i &- 15], y = w[i &- 2]
            let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
            let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
            w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
            i &+= 1
        }
        var (a, b, c, d, e, f, g, h) = state
        i = 0
        while i < 64 {
            let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
            let t1 = h &+ s1 &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
            let s0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
            let t2 = s0 &+ ((a & b) ^ (a & c) ^ (b & c))
            h = g
            g = f
            f = e
            e = d &+ t1
            d = c
            c = b
            b = a
            a = t1 &+ t2
            i &+= 1
        }
        return (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
            state.7 &+ h
        )
    }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
