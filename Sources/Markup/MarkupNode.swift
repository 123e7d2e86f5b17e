/// One child of a ``MarkupElement``: an element, a run of text, or a comment.
public enum MarkupNode: Hashable, Sendable {
    /// A child element.
    case element(MarkupElement)
    /// Character data; CDATA sections and adjacent text runs are merged into one.
    case text(String)
    /// A comment's text, without `<!--` and `-->`.
    case comment(String)
}
