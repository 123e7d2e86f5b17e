/// RFC 3492's Punycode decoder, for the labels of internationalised host names (`xn--bcher-kva` is `bücher`).
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 128

    /// The Unicode text of a label's Punycode (without its `xn--` prefix), or nil when it is not valid Punycode.
    static func decode(_ encoded: Substring) -> String? {
        // A host name's label is at most 63 bytes, `xn--` included (RFC 1035): a longer one is not a label, and
        // decoding it would cost its length squared (each decoded scalar is inserted among the others).
        guard encoded.utf8.count <= 59 else { return nil }
        let input = Array(encoded.unicodeScalars)
        guard input.allSatisfy(\.isASCII) else { return nil }
        var output: [Unicode.Scalar] = []
        var position = 0
        if let delimiter = input.lastIndex(of: "-") {
            output = Array(input[..<delimiter])
            position = delimiter + 1
        }
        var n = initialN, i = 0, bias = initialBias
        while position < input.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < input.count, let digit = digitValue(input[position]) else { return nil }
                position += 1
                let (product, overflow) = digit.multipliedReportingOverflow(by: w)
                guard !overflow, i <= Int(Int32.max) - product else { return nil }
                i += product
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                let (next, overflowW) = w.multipliedReportingOverflow(by: base - t)
                guard !overflowW, next <= Int(Int32.max) else { return nil }
                w = next
                k += base
            }
            bias = adapt(delta: i - oldI, points: output.count + 1, first: oldI == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard let scalar = Unicode.Scalar(UInt32(clamping: n)), n >= initialN else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: output)
        return text
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value) - 0x30 + 26
        case 0x41...0x5A: Int(scalar.value) - 0x41
        case 0x61...0x7A: Int(scalar.value) - 0x61
        default: nil
        }
    }

    private static func adapt(delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
