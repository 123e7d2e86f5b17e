extension ItemProviderError {
    /// No registered representation conforms to `requested`.
    static func unavailable(_ requested: String, offered: [String]) -> ItemProviderError {
        ItemProviderError(
            code: .itemUnavailable,
            message: "Cannot load a representation of type \(requested): the item offers \(list(offered)).",
            requestedType: requested, offeredTypes: offered)
    }

    /// The loader of `representation` called back with neither a value nor an error.
    static func empty(_ requested: String, representation: String, offered: [String]) -> ItemProviderError {
        ItemProviderError(
            code: .itemUnavailable,
            message: "The loader of \(representation) (asked for \(requested)) returned neither a value nor an error; "
                + "the item offers \(list(offered)).",
            requestedType: requested, representation: representation, offeredTypes: offered)
    }

    /// Reading or writing the file behind `representation` failed.
    static func file(_ requested: String, representation: String?, offered: [String],
                     underlying: any Error) -> ItemProviderError {
        ItemProviderError(
            code: .itemUnavailable,
            message: "Cannot move \(representation ?? requested) (asked for \(requested)) between data and a file: \(underlying). "
                + "The item offers \(list(offered)).",
            requestedType: requested, representation: representation, offeredTypes: offered)
    }

    /// No representation can be read as `className`.
    static func noCoercion(_ className: String, readable: [String], offered: [String]) -> ItemProviderError {
        ItemProviderError(
            code: .unavailableCoercion,
            message: "Cannot make a \(className) from this item: \(className) reads \(list(readable)), "
                + "the item offers \(list(offered)).",
            requestedType: className, offeredTypes: offered)
    }

    /// The data of `representation` could not be read as `className`.
    static func unreadable(_ className: String, representation: String, offered: [String],
                           underlying: any Error) -> ItemProviderError {
        ItemProviderError(
            code: .unexpectedValueClass,
            message: "Cannot read the \(representation) data as \(className): \(underlying). "
                + "The item offers \(list(offered)).",
            requestedType: className, representation: representation, offeredTypes: offered)
    }

    /// The load was cancelled.
    static func cancelled(_ requested: String, representation: String?, offered: [String]) -> ItemProviderError {
        ItemProviderError(
            code: .cancelled,
            message: "The load of \(requested)\(representation.map { " (from \($0))" } ?? "") was cancelled; "
                + "the item offers \(list(offered)).",
            requestedType: requested, representation: representation, offeredTypes: offered)
    }

    /// An async load did not complete in time.
    static func timedOut(_ requested: String, representation: String?, offered: [String],
                         after timeout: Duration) -> ItemProviderError {
        ItemProviderError(
            code: .timedOut,
            message: "The \(representation ?? requested) representation did not arrive within \(timeout) "
                + "(asked for \(requested)); the item offers \(list(offered)).",
            requestedType: requested, representation: representation, offeredTypes: offered)
    }

    private static func list(_ types: [String]) -> String {
        types.isEmpty ? "no representations" : types.joined(separator: ", ")
    }
}
