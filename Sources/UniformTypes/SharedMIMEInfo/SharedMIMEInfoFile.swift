import Foundation
import Markup

/// One shared-mime-info package file (`mime/packages/*.xml`), read into the parts Cardport uses.
struct SharedMIMEInfoFile: Sendable {
    /// One `<mime-type>` element.
    struct TypeElement: Sendable {
        var type: String
        var aliases: [String] = []
        var parents: [String] = []
        var globs: [String] = []
        var deletesGlobs = false
        var comment: String?
        /// The globs with their weights and case sensitivity, in document order.
        var globRules: [MIMEGlob] = []
        /// The `<magic>` rules, in document order.
        var magic: [MIMEMagic] = []
        /// Whether a `<magic-deleteall/>` drops the magic rules read from earlier files.
        var deletesMagic = false
    }

    /// The namespace every element of a package file is in.
    static let namespace = "http://www.freedesktop.org/standards/shared-mime-info"
    /// The namespace of the `xml:` prefix.
    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// The file's path, for errors.
    var path: String
    /// The `<mime-type>` elements in document order.
    var types: [TypeElement]

    /// A package file read before (see ``SharedMIMEInfoSnapshot``).
    init(path: String, types: [TypeElement]) {
        self.path = path
        self.types = types
    }

    /// Reads a package file.
    /// - Throws: ``TypeRegistryError`` with code `malformedDeclarationFile`, naming the file and the line:
    ///   for XML that is not well-formed, a root that is not `<mime-info>`, or a `<mime-type>` without a type.
    init(contentsOf url: URL) throws {
        let document: MarkupDocument
        do {
            document = try MarkupDocument(contentsOf: url)
        } catch let error as MarkupError {
            throw TypeRegistryError(
                code: .malformedDeclarationFile, message: error.message, file: url.path,
                location: error.line > 0 ? "\(error.line):\(error.column)" : nil)
        }
        try self.init(document: document, path: url.path)
    }

    /// Reads a parsed package file.
    init(document: MarkupDocument, path: String) throws {
        self.path = path
        let root = document.root
        guard root.name == "mime-info", root.namespaceURI == Self.namespace else {
            throw TypeRegistryError(
                code: .malformedDeclarationFile,
                message: "a shared-mime-info package has a <mime-info> root in namespace \(Self.namespace), found <\(root.name)>",
                file: path, location: "\(root.line)")
        }
        types = try root.childElements(named: "mime-type", namespaceURI: Self.namespace).map { element in
            guard let type = element.attribute("type"), !type.isEmpty else {
                throw TypeRegistryError(
                    code: .malformedDeclarationFile, message: "a <mime-type> element has no type attribute",
                    file: path, location: "\(element.line)")
            }
            var result = TypeElement(type: type)
            for child in element.childElements where child.namespaceURI == Self.namespace {
                switch child.name {
                case "glob":
                    if let pattern = child.attribute("pattern") {
                        result.globs.append(pattern)
                        let weight = try MIMEMagic.integer(child.attribute("weight"), default: 50, element: child, path: path)
                        result.globRules.append(MIMEGlob(pattern: pattern, weight: weight,
                                                         caseSensitive: child.attribute("case-sensitive") == "true"))
                    }
                case "glob-deleteall": result.deletesGlobs = true; result.globs.removeAll(); result.globRules.removeAll()
                case "magic": result.magic.append(try MIMEMagic(element: child, path: path))
                case "magic-deleteall": result.deletesMagic = true; result.magic.removeAll()
                case "alias": if let alias = child.attribute("type") { result.aliases.append(alias) }
                case "sub-class-of": if let parent = child.attribute("type") { result.parents.append(parent) }
                case "comment" where child.attribute("lang", namespaceURI: Self.xmlNamespace) == nil:
                    result.comment = child.text
                default: break
                }
            }
            return result
        }
    }
}
