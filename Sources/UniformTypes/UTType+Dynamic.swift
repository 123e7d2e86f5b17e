extension UTType {
    /// Whether the type is dynamic: made from a tag that no declared type carries, with an identifier in the
    /// `dyn.` domain that encodes the tag, its class and the one type it conforms to.
    ///
    /// The encoding is described at `DynamicTypeIdentifier` in this module's sources and in the README:
    /// `dyn.c` followed by the base-32 form of `e=TAG;c=PARENT` (filename extensions), `m=TAG;c=PARENT`
    /// (MIME types) or `k=CLASS;v=TAG;c=PARENT` (other tag classes).
    public var isDynamic: Bool {
        !isDeclared && DynamicTypeIdentifier(identifier: identifier) != nil
    }

    /// The identifiers of the types this type conforms to directly: its declaration's parents, or a dynamic
    /// type's one parent.
    package var parentIdentifiers: [String] {
        if let declaration { return declaration.conformsTo }
        if let dynamic = DynamicTypeIdentifier(identifier: identifier) { return [dynamic.conformsTo] }
        return []
    }
}
