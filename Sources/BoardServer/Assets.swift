/// The page's stylesheet and script, compiled into the module (`Resources/board.css`, `Resources/board.js`).
///
/// The script is served as one file: `board.js`, then the keyboard and assistive technology part
/// (`keyboard.js`), touch drags (`touch.js`) and the representations a drag out offers (`dragout.js`), each a
/// script of its own that talks to `board.js` through `window.CardportPage`.
struct Assets: Sendable {
    var stylesheet: String
    var script: String

    static func load() -> Assets {
        Assets(
            stylesheet: String(decoding: PackageResources.board_css, as: UTF8.self),
            script: [PackageResources.board_js, PackageResources.keyboard_js, PackageResources.touch_js, PackageResources.dragout_js]
                .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n"))
    }
}
