import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOHTTPTypesHTTP1

/// Which answers go out compressed (gzip or deflate, as the browser's `Accept-Encoding` allows): the page, the
/// board fragment, the assets and the JSON answers. The live-update stream never is: a compressor holds bytes
/// back until it has enough to compress, and an event must reach the page the moment it is sent. Files of the
/// board's store go as they are (images and archives are compressed already).
enum ResponseCompression {
    /// The content types compressed.
    static let compressedTypes = ["text/html", "text/css", "text/javascript", "application/json"]

    /// Whether an answer with `contentType` is compressed when the browser accepts it.
    static func compresses(contentType: String?) -> Bool {
        guard let contentType else { return false }
        let type = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return compressedTypes.contains(type.lowercased())
    }

    /// Puts swift-nio-extras' `HTTPResponseCompressor` in a connection's pipeline, where it sees HTTP/1 parts:
    /// just before Hummingbird's conversion to HTTP types.
    static func install(on channel: any Channel) throws {
        let operations = channel.pipeline.syncOperations
        let codec = try operations.handler(type: HTTP1ToHTTPServerCodec.self)
        let compressor = HTTPResponseCompressor(responseCompressionPredicate: { head, _ in
            compresses(contentType: head.headers.first(name: "Content-Type")) ? .compressIfPossible : .doNotCompress
        })
        try operations.addHandler(compressor, position: .before(codec))
        try operations.addHandler(Guard(compressor: compressor), position: .before(compressor))
    }

    /// Takes the compressor out of a connection whose request could not be read. Hummingbird answers such a
    /// request 400 and closes the connection, and `HTTPResponseCompressor` expects every answer to follow a
    /// request it saw (it would stop the process on an answer to a request it never saw): the 400 goes out
    /// as it is.
    final class Guard: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPServerRequestPart
        typealias InboundOut = HTTPServerRequestPart

        let compressor: HTTPResponseCompressor

        init(compressor: HTTPResponseCompressor) {
            self.compressor = compressor
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.pipeline.syncOperations.removeHandler(compressor, promise: nil)
            context.fireErrorCaught(error)
        }
    }
}
