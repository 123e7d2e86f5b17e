import Foundation

/// Generated files of common types, and GLib's own tricky cases, for comparing content sniffing with GLib.
enum ContentSniffingSamples {
    /// The contents, by sample name. Each is the smallest thing that carries its format's signature.
    static let contents: [(name: String, bytes: [UInt8])] = [
        ("png", bytes("\u{89}PNG\r\n\u{1A}\n") + [0, 0, 0, 13] + bytes("IHDR") + zeros(20)),
        ("jpeg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + bytes("JFIF") + zeros(21)),
        ("gif", bytes("GIF89a") + [1, 0, 1, 0, 0, 0, 0, 0x3B]),
        ("pdf", bytes("%PDF-1.7\n%") + [0xE2, 0xE3, 0xCF, 0xD3] + bytes("\n1 0 obj\n")),
        ("zip", zipEntry("a.txt", "hello")),
        ("gzip", [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0x03] + zeros(10)),
        ("bzip2", bytes("BZh91AY&SY") + zeros(10)),
        ("xz", [0xFD] + bytes("7zXZ") + [0, 0, 4] + zeros(10)),
        ("7z", bytes("7z") + [0xBC, 0xAF, 0x27, 0x1C, 0, 4] + zeros(10)),
        ("tar", padded(bytes("a.txt"), to: 257) + bytes("ustar") + [0] + bytes("00") + zeros(250)),
        ("elf", [0x7F] + bytes("ELF") + [2, 1, 1, 0] + zeros(8) + [2, 0, 0x3E, 0] + zeros(40)),
        ("postscript", bytes("%!PS-Adobe-3.0\n%%Title: x\n")),
        ("eps", bytes("%!PS-Adobe-2.0 EPSF-1.2\n")),
        ("rtf", bytes("{\\rtf1\\ansi hello}")),
        ("html", bytes("<!DOCTYPE html>\n<html><head><title>x</title></head><body></body></html>\n")),
        ("xml", bytes("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<root/>\n")),
        ("svg", bytes("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>\n")),
        ("xhtml", bytes("<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body/></html>\n")),
        ("atom", bytes("<?xml version=\"1.0\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\"></feed>\n")),
        ("rss", bytes("<?xml version=\"1.0\"?>\n<rss version=\"2.0\"></rss>\n")),
        ("opml", bytes("<?xml version=\"1.0\"?>\n<opml version=\"2.0\"></opml>\n")),
        ("json", bytes("{\"a\": [1, 2, 3]}\n")),
        ("shell", bytes("#!/bin/sh\necho hi\n")),
        ("python", bytes("#!/usr/bin/env python3\nprint('hi')\n")),
        ("perl", bytes("#!/usr/bin/perl\nprint 1;\n")),
        ("ogg-vorbis", bytes("OggS") + [0, 2] + zeros(22) + [1] + bytes("vorbis") + zeros(20)),
        ("flac", bytes("fLaC") + [0, 0, 0, 0x22] + zeros(34)),
        ("mp3-id3", bytes("ID3") + [3, 0, 0, 0, 0, 0, 10] + zeros(20)),
        ("wav", bytes("RIFF") + [0x24, 0, 0, 0] + bytes("WAVEfmt ") + zeros(20)),
        ("avi", bytes("RIFF") + [0x24, 0, 0, 0] + bytes("AVI LIST") + zeros(20)),
        ("webp", bytes("RIFF") + [0x24, 0, 0, 0] + bytes("WEBPVP8 ") + zeros(20)),
        ("tiff-le", bytes("II*") + [0, 8, 0, 0, 0] + zeros(20)),
        ("tiff-be", bytes("MM") + [0] + bytes("*") + [0, 0, 0, 8] + zeros(20)),
        ("bmp", bytes("BM") + [0x3A, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0] + zeros(30)),
        ("ico", [0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0] + zeros(20)),
        ("sqlite", bytes("SQLite format 3") + [0] + zeros(84)),
        ("java-class", [0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 0x34] + zeros(20)),
        ("ole", [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + zeros(40)),
        ("epub", zipEntry("mimetype", "application/epub+zip")),
        ("odt", zipEntry("mimetype", "application/vnd.oasis.opendocument.text")),
        ("deb", bytes("!<arch>\ndebian-binary   ") + bytes(String(repeating: "0", count: 40))),
        ("ar", bytes("!<arch>\nfoo.o/          ") + bytes(String(repeating: "0", count: 40))),
        ("rpm", [0xED, 0xAB, 0xEE, 0xDB, 3, 0, 0, 0] + zeros(40)),
        ("woff", bytes("wOFF") + [0, 1, 0, 0] + zeros(40)),
        ("ttf", [0, 1, 0, 0, 0, 0x0A, 0, 0x80] + zeros(40)),
        ("otf", bytes("OTTO") + [0, 0x0A, 0, 0x80] + zeros(40)),
        ("psd", bytes("8BPS") + [0, 1] + zeros(40)),
        ("midi", bytes("MThd") + [0, 0, 0, 6, 0, 1, 0, 1, 0, 0x60]),
        ("mp4", [0, 0, 0, 0x20] + bytes("ftypisom") + [0, 0, 2, 0] + bytes("isomiso2avc1mp41")),
        ("matroska", [0x1A, 0x45, 0xDF, 0xA3, 0x93, 0x42, 0x82, 0x88] + bytes("matroska") + zeros(20)),
        ("webm", [0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84] + bytes("webm") + zeros(20)),
        ("pe", bytes("MZ") + [0x90, 0, 3] + zeros(100)),
        ("wasm", [0] + bytes("asm") + [1, 0, 0, 0]),
        ("xcf", bytes("gimp xcf v011") + zeros(21)),
        ("iso9660", zeros(32769) + bytes("CD001")),
        ("mbox", bytes("From someone@example.com Mon Jan  1 00:00:00 2024\n")),
        ("diff", bytes("diff --git a/x b/x\n--- a/x\n+++ b/x\n")),
        ("desktop", bytes("[Desktop Entry]\nType=Application\nName=x\n")),
        ("csv", bytes("a,b,c\n1,2,3\n")),
        ("text", bytes("Hello, world.\nSecond line.\n")),
        ("utf8", Array("Grüße, 世界\n".utf8)),
        ("utf8-bom", [0xEF, 0xBB, 0xBF] + bytes("hello\n")),
        ("utf16-bom", [0xFF, 0xFE, 0x68, 0, 0x69, 0, 0x0A, 0]),
        ("binary", (0...255).map { UInt8($0) }),
        ("delete-character", bytes("abc\u{7F}def")),
        ("backspace-and-feeds", bytes("abc\u{08}def\u{0C}\u{0B}\r\n")),
        ("nul-in-text", bytes("abc\u{0}def")),
        ("empty", []),
    ]

    /// The names each content is guessed under: none, names without a glob, single and conflicting globs,
    /// weights, case-sensitive globs, literal names, `fnmatch` patterns, longest suffixes and a folder.
    static let fileNames: [String?] = [
        nil, "sample", "noext", "notes.txt", "x.bin", "doc.pdf", "FOO.PDF", "foo.C", "foo.c", "Makefile",
        "README", "README.md", "a.tar.gz", "A.TAR.GZ", "test.pot", "page.html", "page.htm", "x.ogg", "x.asc",
        "x.iso", "x.desktop", "x.key", "x.py", "x.json", "libfoo.so.1", "x.1", ".bashrc", "x.doc", "x.xml",
        "x.svg", "x.ts", "x.m", "data.csv", "x.zip", "x.jpg", "dir/sub/photo.png", "folder/",
    ]

    static func bytes(_ text: String) -> [UInt8] { text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) } }
    static func zeros(_ count: Int) -> [UInt8] { [UInt8](repeating: 0, count: count) }
    static func padded(_ bytes: [UInt8], to count: Int) -> [UInt8] { bytes + zeros(count - bytes.count) }

    /// A zip file's first local header, stored (not compressed), with one entry.
    static func zipEntry(_ name: String, _ content: String) -> [UInt8] {
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        let body = Array(content.utf8)
        return bytes("PK") + [3, 4] + le16(10) + le16(0) + le16(0) + le16(0) + le16(0) + [0, 0, 0, 0]
            + le16(body.count) + [0, 0] + le16(body.count) + [0, 0] + le16(name.utf8.count) + le16(0)
            + Array(name.utf8) + body
    }
}
