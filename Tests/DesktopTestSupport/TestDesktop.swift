/// A desktop session a test runs other programs in: an X server of its own (``VirtualDisplay``) or a Wayland
/// compositor of its own (``HeadlessCompositor``).
package protocol TestDesktop: Sendable {
    /// The environment of a program run in this session.
    var environment: [String: String] { get }
}

extension VirtualDisplay: TestDesktop {}
extension HeadlessCompositor: TestDesktop {}
