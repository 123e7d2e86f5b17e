/// The outline of a drag preview, in the previewed view's points: what part of it the lifted preview shows.
///
/// Stands for the `UIBezierPath` of UIKit's `UIPreviewParameters.visiblePath`, limited to the shapes drag
/// previews use.
public enum PreviewPath: Hashable, Sendable, CustomStringConvertible {
    /// A rectangle with square corners.
    case rectangle(width: Double, height: Double)
    /// A rectangle whose corners are rounded with `cornerRadius`.
    case roundedRectangle(width: Double, height: Double, cornerRadius: Double)

    /// `rounded 300×44 r10`.
    public var description: String {
        switch self {
        case .rectangle(let width, let height): "\(Self.points(width))×\(Self.points(height))"
        case .roundedRectangle(let width, let height, let radius):
            "rounded \(Self.points(width))×\(Self.points(height)) r\(Self.points(radius))"
        }
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
