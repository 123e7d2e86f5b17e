import Foundation
import Markup

extension MIMEMagic {
    /// Reads a `<magic>` element: its `priority` (50 when absent) and its `<match>` children.
    /// - Throws: ``TypeRegistryError`` (`malformedDeclarationFile`) naming the file and the line of a match
    ///   whose type, offset, value or mask cannot be read.
    init(element: MarkupElement, path: String) throws {
        priority = try MIMEMagic.integer(element.attribute("priority"), default: 50, element: element, path: path)
        matches = try MIMEMagic.readMatches(in: element, path: path)
    }

    /// The `<match>` children of an element, in document order.
    static func readMatches(in element: MarkupElement, path: String) throws -> [MIMEMagicMatch] {
        try element.childElements(named: "match", namespaceURI: SharedMIMEInfoFile.namespace).map {
            try MIMEMagicMatch(element: $0, path: path)
        }
    }

    static func integer(_ text: String?, default value: Int, element: MarkupElement, path: String) throws -> Int {
        guard let text else { return value }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw malformed("\"\(text)\" is not a whole number", element: element, path: path)
        }
        return number
    }

    static func malformed(_ message: String, element: MarkupElement, path: String) -> TypeRegistryError {
        TypeRegistryError(code: .malformedDeclarationFile, message: "a magic rule: \(message)", file: path,
                          location: "\(element.line)")
    }
}

extension MIMEMagicMatch {
    /// Reads a `<match type=… offset=… value=… mask=…>` element and its nested matches.
    ///
    /// As update-mime-database reads them: `offset` is `start` or `start:end` (both included); a `string`
    /// value takes C escapes (`\\`, `\n`, `\t`, `\r`, `\xHH`, octal `\NNN`, any other `\c` is `c`) and a mask
    /// written `0x` and hexadecimal digits; the number types (`byte`, `host16`, `host32`, `big16`, `big32`,
    /// `little16`, `little32`) take a value and a mask as `strtoul` reads them (`0x` hexadecimal, leading `0`
    /// octal, else decimal), laid out in their byte order (`host` is this machine's, little-endian).
    init(element: MarkupElement, path: String) throws {
        func fail(_ message: String) -> TypeRegistryError {
            MIMEMagic.malformed(message, element: element, path: path)
        }
        guard let type = element.attribute("type"), let valueText = element.attribute("value"),
              let offsetText = element.attribute("offset")
        else { throw fail("a <match> needs type, value and offset") }
        let bounds = offsetText.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(bounds.count), let start = Int(bounds[0]), start >= 0,
              let end = bounds.count == 2 ? Int(bounds[1]) : start, end >= start
        else { throw fail("offset \"\(offsetText)\" is not N or N:M") }
        offset = start
        rangeLength = end - start + 1

        let maskText = element.attribute("mask")
        if type == "string" {
            value = MIMEMagicMatch.unescape(valueText)
            if let maskText {
                guard let bytes = MIMEMagicMatch.hexBytes(maskText) else { throw fail("mask \"\(maskText)\" is not 0x and hex digits") }
                mask = bytes
            } else {
                mask = nil
            }
        } else {
            let layout: (width: Int, bigEndian: Bool)
            switch type {
            case "byte": layout = (1, false)
            case "host16", "little16": layout = (2, false)
            case "host32", "little32": layout = (4, false)
            case "big16": layout = (2, true)
            case "big32": layout = (4, true)
            default: throw fail("unknown match type \"\(type)\"")
            }
            guard let number = MIMEMagicMatch.strtoul(valueText) else { throw fail("value \"\(valueText)\" is not a number") }
            value = MIMEMagicMatch.bytes(of: number, width: layout.width, bigEndian: layout.bigEndian)
            if let maskText {
                guard let maskNumber = MIMEMagicMatch.strtoul(maskText) else { throw fail("mask \"\(maskText)\" is not a number") }
                mask = MIMEMagicMatch.bytes(of: maskNumber, width: layout.width, bigEndian: layout.bigEndian)
            } else {
                mask = nil
            }
        }
        if value.isEmpty { throw fail("an empty value") }
        if let mask, mask.count != value.count {
            throw fail("the mask has \(mask.count) bytes, the value \(value.count)")
        }
        children = try MIMEMagic.readMatches(in: element, path: path)
    }

    /// The bytes of a string value with its C escapes resolved.
    static func unescape(_ text: String) -> [UInt8] {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        var index = 0
        func digit(_ byte: UInt8, radix: UInt8) -> UInt8? {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            return value < radix ? value : nil
        }
        while index < input.count {
            let byte = input[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < input.count else {
                output.append(byte)
                index += 1
                continue
            }
            let next = input[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "x"):
                var value = 0, digits = 0
                while digits < 2, index < input.count, let d = digit(input[index], radix: 16) {
                    value = value * 16 + Int(d); index += 1; digits += 1
                }
                output.append(digits == 0 ? UInt8(ascii: "x") : UInt8(value))
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0")), digits = 1
                while digits < 3, index < input.count, let d = digit(input[index], radix: 8) {
                    value = value * 8 + Int(d); index += 1; digits += 1
                }
                output.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            default: output.append(next)
            }
        }
        return output
    }

    /// `0x` followed by an even number of hexadecimal digits, as bytes.
    static func hexBytes(_ text: String) -> [UInt8]? {
        guard text.hasPrefix("0x") || text.hasPrefix("0X") else { return nil }
        let digits = Array(text.utf8.dropFirst(2))
        guard !digits.isEmpty, digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for pair in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[pair...pair + 1], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }

    /// A number as `strtoul(text, NULL, 0)` reads it: `0x` hexadecimal, a leading `0` octal, else decimal;
    /// a leading `-` negates (modulo 2⁶⁴).
    static func strtoul(_ text: String) -> UInt64? {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        var negative = false
        if body.hasPrefix("-") { negative = true; body = body.dropFirst() } else if body.hasPrefix("+") { body = body.dropFirst() }
        let number: UInt64?
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            number = UInt64(body.dropFirst(2), radix: 16)
        } else if body.count > 1, body.hasPrefix("0") {
            number = UInt64(body.dropFirst(), radix: 8)
        } else {
            number = UInt64(body, radix: 10)
        }
        guard let number else { return nil }
        return negative ? 0 &- number : number
    }

    /// The low `width` bytes of `number`, most significant first when `bigEndian`.
    static func bytes(of number: UInt64, width: Int, bigEndian: Bool) -> [UInt8] {
        let little = (0..<width).map { UInt8(truncatingIfNeeded: number >> (8 * UInt64($0))) }
        return bigEndian ? little.reversed() : little
    }
}
