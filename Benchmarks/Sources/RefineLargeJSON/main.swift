// Measures TypeRefiner on a large Trello-shaped export: how long telling `public.json` from a Trello export
// takes when the telling keys come after 50,000 actions, as they do in Trello's own files.
//
// Usage: swift run -c release --package-path Benchmarks RefineLargeJSON [FILE]
// Without FILE, writes a ~75 MB export to a temporary file first. Prints the file size, the refined type, the
// best of 5 refinement times (file mapped, then scanned) and the throughput. A peer measurement of the same
// file with `python3 refine_peer.py FILE` shows what merely parsing it takes.
import Adapters
import Foundation

/// About 380 bytes of description, so the file reaches ~75 MB as a large real export does.
let filler = String(repeating: "Some description text that real cards carry, with a \\\"quote\\\". ", count: 6)

func generate(to url: URL) throws {
    FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    func write(_ text: String) { handle.write(Data(text.utf8)) }
    write(#"{"id":"5f0000000000000000000000","name":"Benchmark board","desc":"","closed":false,"#)
    write(#""prefs":{"background":"blue","permissionLevel":"private"},"labelNames":{"green":""},"actions":["#)
    for index in 0..<50_000 {
        if index > 0 { write(",") }
        write(#"{"id":"a\#(index)","type":"commentCard","date":"2024-01-01T00:00:00.000Z","#)
        write(#""data":{"text":"A comment with \"quotes\", {braces} and [brackets] number \#(index)","#)
        write(#""card":{"id":"c\#(index % 100_000)","name":"Card \#(index)"}},"memberCreator":{"fullName":"Ann"}}"#)
    }
    write(#"],"cards":["#)
    for index in 0..<100_000 {
        if index > 0 { write(",") }
        write(#"{"id":"c\#(index)","name":"Card \#(index) with a reasonably long title","desc":"Notes for card "#)
        write(#"\#(index): "# + filler + #"","idList":"l\#(index % 8)","pos":\#(index * 16384),"#)
        write(#""closed":false,"idLabels":[],"labels":[],"due":null,"url":"https://trello.com/c/x\#(index)"}"#)
    }
    write(#"],"lists":["#)
    for index in 0..<8 {
        if index > 0 { write(",") }
        write(#"{"id":"l\#(index)","name":"List \#(index)","closed":false,"pos":\#(index * 65536)}"#)
    }
    write(#"],"checklists":[],"labels":[]}"#)
}

let path: String
if CommandLine.arguments.count > 1 {
    path = CommandLine.arguments[1]
} else {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-refine-large.json").path
    try generate(to: URL(fileURLWithPath: path))
}
let url = URL(fileURLWithPath: path)
let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0

var best = Double.infinity
var type = UTType.json
for _ in 0..<5 {
    let start = DispatchTime.now().uptimeNanoseconds
    type = try TypeRefiner.refine(.json, input: .file(url))
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    best = min(best, seconds)
}
print("file: \(path)")
print("bytes: \(size)")
print("refined: \(type.identifier)")
print(String(format: "best of 5: %.3f s, %.0f MB/s", best, Double(size) / best / 1e6))
