extension TodoTxtAdapter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.todoTxt] }

    /// todo.txt in plain text, not in Markdown.
    public func recognizableTypes(in form: UTType) -> [UTType] {
        form.conforms(to: .plainText) && !form.conforms(to: .markdown) ? [.todoTxt] : []
    }

    /// Plain text (not Markdown) whose lines are todo.txt tasks, as ``TodoTxtRecognizer`` tells them. Likely.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .plainText || probe.form == .utf8PlainText || probe.form == .text,
            TodoTxtRecognizer.looksLikeTodoTxt(probe.data)
        else { return nil }
        return Recognition(.todoTxt, .likely, evidence: "its lines are todo.txt tasks (priorities, dates, +projects, @contexts)")
    }
}
