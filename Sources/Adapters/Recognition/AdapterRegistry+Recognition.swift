extension AdapterRegistry {
    /// Every registered ``RecognizingImporter``'s answer about `probe`, surest first; at equal confidence by
    /// type identifier, then by adapter name — never by the order of registration.
    public func recognitions(of probe: PayloadProbe) -> [Recognition] {
        var answers: [Recognition] = []
        for case let recognizer as any RecognizingImporter in importers {
            guard var answer = recognizer.recognize(probe) else { continue }
            answer.adapterName = recognizer.name
            answers.append(answer)
        }
        return answers.sorted { a, b in
            if a.confidence != b.confidence { return a.confidence > b.confidence }
            if a.type != b.type { return a.type.identifier < b.type.identifier }
            return a.adapterName < b.adapterName
        }
    }
}
