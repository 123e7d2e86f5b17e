import Foundation

/// Files that have no content to sniff: folders, FIFOs, devices and sockets.
extension TypeRegistry {
    /// The type of the file at `path` when its kind alone decides, as gio answers for it, without opening it:
    /// a folder is `inode/directory` (`public.folder`), a FIFO `inode/fifo`, a character device
    /// `inode/chardevice`, a block device `inode/blockdevice`, a socket `inode/socket`. Nil for a regular file
    /// (sniff its first bytes with ``guessContentType(of:fileName:)``) or a path that cannot be examined.
    ///
    /// A symbolic link is followed, as gio follows it. Reading a FIFO would wait for a writer; this never reads.
    public func guessContentType(ofFileKindAt path: String) -> ContentTypeGuess? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let mimeType: String
        switch status.st_mode & S_IFMT {
        case S_IFDIR: mimeType = "inode/directory"
        case S_IFIFO: mimeType = "inode/fifo"
        case S_IFCHR: mimeType = "inode/chardevice"
        case S_IFBLK: mimeType = "inode/blockdevice"
        case S_IFSOCK: mimeType = "inode/socket"
        default: return nil
        }
        _ = contentSniffingLength   // reads the MIME database, as every guess does, so the type below is its
        let type = self.type(tag: mimeType, tagClass: .mimeType, conformingTo: nil)
            ?? UTType(declaredIdentifier: mimeType == "inode/directory" ? "public.folder" : "public.item", registry: self)
        return ContentTypeGuess(mimeType: mimeType, type: type, isUncertain: false, basis: .fileKind,
                                fileNameMatches: [], contentMatch: nil, contentDisagrees: false)
    }
}
