import Foundation
import Testing

/// `cardport types …` run as a subprocess: output, exit codes and error lines as a script sees them.
@Suite struct TypesCommandTests {
    // MARK: show

    @Test func showPrintsEverythingAboutAType() throws {
        // Apple's declarations only: the freedesktop database on the machine would add its own tags.
        let result = try CardportProcess.run(["types", "show", ".md"], environment: ["CARDPORT_SHARED_MIME_INFO": "0"])
        #expect(result.status == 0)
        #expect(result.lines == [
            "identifier:  net.daringfireball.markdown",
            "kind:        imported",
            "description: Markdown document",
            "conforms to: public.utf8-plain-text",
            "supertypes:  public.content, public.data, public.item, public.plain-text, public.text, public.utf8-plain-text",
            "extensions:  md, markdown",
            "MIME types:  text/markdown",
        ])
        #expect(result.standardError.isEmpty)
    }

    @Test(arguments: [("public.xml", "public.xml"), (".xml", "public.xml"), ("text/xml", "public.xml"),
                      ("PUBLIC.PLAIN-TEXT", "public.plain-text"), (".TXT", "public.plain-text")])
    func showAcceptsIdentifiersExtensionsAndMIMETypes(query: String, identifier: String) throws {
        let result = try CardportProcess.run(["types", "show", query])
        #expect(result.status == 0)
        #expect(result.lines.first == "identifier:  \(identifier)")
    }

    @Test func showJSONHasTheListKeys() throws {
        let result = try CardportProcess.run(["types", "show", "public.file-url", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["identifier", "kind", "description", "conformsTo", "supertypes", "extensions", "mimeTypes"])
        #expect(object["identifier"] as? String == "public.file-url")
        #expect(object["kind"] as? String == "exported")
        #expect(object["conformsTo"] as? [String] == ["public.url"])
        #expect((object["supertypes"] as? [String])?.contains("public.url") == true)
        #expect((object["supertypes"] as? [String])?.contains("public.data") == true)
    }

    @Test func showOfAnUnknownExtensionIsDynamicAndItsIdentifierShowsTheSame() throws {
        let byTag = try CardportProcess.run(["types", "show", ".cardport-unknown", "--json"])
        #expect(byTag.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(byTag.standardOutput.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "dynamic")
        #expect(object["extensions"] as? [String] == ["cardport-unknown"])
        #expect(object["supertypes"] as? [String] == ["public.data", "public.item"])
        #expect(object["description"] is NSNull)
        let identifier = try #require(object["identifier"] as? String)
        #expect(identifier.hasPrefix("dyn."))
        let byIdentifier = try CardportProcess.run(["types", "show", identifier, "--json"])
        #expect(byIdentifier.standardOutput == byTag.standardOutput)
    }

    @Test(arguments: [["types", "show", "com.example.never-declared"], ["types", "show", "."], ["types", "show", ""],
                      ["types", "show", "text/"]])
    func showOfBadQueriesIsAUsageError(arguments: [String]) throws {
        let result = try CardportProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("cardport: "))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    // MARK: conforms

    @Test(arguments: [("public.file-url", "public.url", "true"), ("public.folder", "public.data", "false"),
                      (".txt", "public.text", "true"), ("public.html", "public.plain-text", "false"),
                      (".cardport-unknown", "public.item", "true")])
    func conformsPrintsTrueOrFalseAndExitsZero(type: String, supertype: String, answer: String) throws {
        let result = try CardportProcess.run(["types", "conforms", type, supertype])
        #expect(result.status == 0)
        #expect(result.standardOutput == answer + "\n")
    }

    @Test func conformsWithOneTypeIsAUsageError() throws {
        let result = try CardportProcess.run(["types", "conforms", "public.text"])
        #expect(result.status == 64)
    }

    @Test func conformsWithAnUnknownTypeIsAUsageError() throws {
        let result = try CardportProcess.run(["types", "conforms", "com.example.nope", "public.data"])
        #expect(result.status == 64)
        #expect(result.standardError == "cardport: unknown type identifier 'com.example.nope'\n")
    }

    @Test func conformsStdinAnswersEveryLineInOrder() throws {
        let pairs = [("public.png", "public.image", true), ("public.html", "public.plain-text", false),
                     (".md", "text/plain", true), ("public.folder", "public.data", false),
                     ("application/json", "public.text", true)]
        var input = ""
        var expected: [String] = []
        for round in 0..<1000 {
            let (a, b, answer) = pairs[round % pairs.count]
            input += "\(a)\t\(b)\n"
            if round % 7 == 0 { input += "\n" }
            expected.append(String(answer))
        }
        let result = try CardportProcess.run(["types", "conforms", "--stdin"], input: input)
        #expect(result.status == 0)
        #expect(result.lines == expected)
    }

    @Test func conformsStdinStopsAtABadLineNamingIt() throws {
        let input = "public.png public.image\npublic.png\npublic.text public.data\n"
        let result = try CardportProcess.run(["types", "conforms", "--stdin"], input: input)
        #expect(result.status == 65)
        #expect(result.lines == ["true"])
        #expect(result.standardError.hasPrefix("cardport: <stdin>:2: "))
    }

    @Test func conformsStdinNamesTheLineOfAnUnknownType() throws {
        let result = try CardportProcess.run(["types", "conforms", "--stdin"], input: "\n\npublic.text com.nope\n")
        #expect(result.status == 65)
        #expect(result.standardError == "cardport: <stdin>:3: unknown type identifier 'com.nope'\n")
    }

    @Test func conformsMIMEAsksTheFreedesktopQuestion() throws {
        // Every text/* is text/plain in the MIME world, although public.html does not conform to
        // public.plain-text as a UTType; aliases resolve (text/xml is application/xml).
        let input = "text/html text/plain\ntext/xml application/xml\ninode/directory application/octet-stream\n"
        let mime = try CardportProcess.run(["types", "conforms", "--mime", "--stdin"], input: input)
        #expect(mime.status == 0)
        #expect(mime.lines == ["true", "true", "false"])
        let uttype = try CardportProcess.run(["types", "conforms", "text/html", "text/plain"])
        #expect(uttype.lines == ["false"])
    }

    // MARK: lookup

    @Test func lookupPrintsTheBestType() throws {
        #expect(try CardportProcess.run(["types", "lookup", "--extension", "txt"]).lines == ["public.plain-text"])
        #expect(try CardportProcess.run(["types", "lookup", "--mime", "text/xml"]).lines == ["public.xml"])
        #expect(try CardportProcess.run(["types", "lookup", "--extension", "plist"]).lines == ["com.apple.property-list"])
    }

    @Test func lookupAllPrintsEveryDeclaredMatchBestFirst() throws {
        let result = try CardportProcess.run(["types", "lookup", "--extension", ".xml", "--all"])
        #expect(result.status == 0)
        #expect(result.lines == ["public.xml", "com.microsoft.word.wordml"])
        let none = try CardportProcess.run(["types", "lookup", "--extension", "cardport-unknown", "--all"])
        #expect(none.status == 0)
        #expect(none.lines.isEmpty)
    }

    @Test func lookupConformingToFilters() throws {
        let result = try CardportProcess.run(
            ["types", "lookup", "--extension", "xml", "--conforming-to", "public.composite-content"])
        #expect(result.lines == ["com.microsoft.word.wordml"])
        let dynamic = try CardportProcess.run(
            ["types", "lookup", "--extension", "cardport-unknown", "--conforming-to", "public.text"])
        let identifier = try #require(dynamic.lines.first)
        #expect(identifier.hasPrefix("dyn."))
        #expect(try CardportProcess.run(["types", "conforms", identifier, "public.text"]).lines == ["true"])
    }

    @Test(arguments: [["types", "lookup"], ["types", "lookup", "--extension", "a", "--mime", "b/c"],
                      ["types", "lookup", "--extension", ""], ["types", "lookup", "--mime", "/"], ["types", "lookup", "--mime", "text/plain", "--conforming-to", "com.nope"]])
    func lookupBadUsageExits64(arguments: [String]) throws {
        let result = try CardportProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
    }

    // MARK: list

    @Test func listJSONIsSortedAndMatchesShow() throws {
        let result = try CardportProcess.run(["types", "list", "--json"])
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count >= 874)
        let identifiers = array.compactMap { $0["identifier"] as? String }
        #expect(identifiers.count == array.count)
        #expect(identifiers == identifiers.sorted { $0.lowercased() < $1.lowercased() })
        for object in array {
            #expect(Set(object.keys) == ["identifier", "kind", "description", "conformsTo", "supertypes", "extensions", "mimeTypes"])
            #expect(["exported", "imported"].contains(object["kind"] as? String ?? ""))
        }
        let xml = try #require(array.first { $0["identifier"] as? String == "public.xml" })
        #expect(xml["mimeTypes"] as? [String] == ["application/xml", "text/xml"])
        #expect(xml["conformsTo"] as? [String] == ["public.text"])
        #expect(xml["supertypes"] as? [String] == ["public.content", "public.data", "public.item", "public.text"])
    }

    @Test func listTextHasOneLinePerType() throws {
        let text = try CardportProcess.run(["types", "list"])
        #expect(text.status == 0)
        #expect(text.lines.contains("public.xml\texported\tXML text"))
        #expect(text.lines.count >= 874)
    }

    // MARK: --declarations

    @Test func declarationFilesAddTypes() throws {
        let file = try CardportProcess.fixture("declarations.uttypes.json").path
        let show = try CardportProcess.run(["types", "show", "--declarations", file, ".cardboard"])
        #expect(show.status == 0)
        #expect(show.lines.first == "identifier:  org.cardport.board")
        #expect(show.lines.contains("kind:        exported"))
        let conforms = try CardportProcess.run(
            ["types", "conforms", "--declarations", file, "org.cardport.archived-board", "public.json"])
        #expect(conforms.lines == ["true"])
        let list = try CardportProcess.run(["types", "list", "--declarations", file])
        #expect(list.lines.contains("org.opml.opml\timported\tOPML outline"))
    }

    @Test func aMalformedDeclarationFileNamesFileAndPlaceAndExits65() throws {
        let file = try CardportProcess.fixture("wrong-identifier.uttypes.json").path
        let result = try CardportProcess.run(["types", "list", "--declarations", file])
        #expect(result.status == 65)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("cardport: \(file): UTExportedTypeDeclarations[1].UTTypeIdentifier: "))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func aMissingDeclarationFileExits66() throws {
        let result = try CardportProcess.run(["types", "show", "--declarations", "/nonexistent/types.json", "public.text"])
        #expect(result.status == 66)
        #expect(result.standardError == "cardport: --declarations: /nonexistent/types.json: no such file\n")
    }

    @Test func aDeviceGivenAsDeclarationsIsRefusedBeforeItIsRead() throws {
        let result = try CardportProcess.run(["types", "show", "--declarations", "/dev/null", "public.text"])
        #expect(result.status == 66)
        #expect(result.standardError.hasPrefix("cardport: --declarations: /dev/null: is a device, not a file\n"))
    }
}

/// Every type an adapter reads or writes is known to `cardport types`, and its tags lead back to it, as they do
/// for `import`.
@Suite struct AdapterTypesTests {
    /// The identifiers `cardport adapters --json` lists as read or written.
    func adapterTypes() throws -> [String] {
        let result = try CardportProcess.run(["adapters", "--json"])
        let adapters = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let types = adapters.flatMap { ($0["reads"] as? [String] ?? []) + ($0["writes"] as? [String] ?? []) }
        return Array(Set(types)).sorted()
    }

    /// The values of a `types show` line (`extensions:  md, markdown`).
    func values(_ lines: [String], _ label: String) -> [String] {
        guard let line = lines.first(where: { $0.hasPrefix(label) }) else { return [] }
        return line.dropFirst(label.count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0 != "(none)" }
    }

    @Test func everyAdapterTypeIsShownAndItsTagsLookUpToIt() throws {
        let types = try adapterTypes()
        #expect(types.contains("org.opml.opml") && types.contains("com.trello.board-export"))
        for type in types {
            let shown = try CardportProcess.run(["types", "show", type])
            #expect(shown.status == 0, "\(type): \(shown.standardError)")
            #expect(shown.lines.first == "identifier:  \(type)")
            for fileExtension in values(shown.lines, "extensions:") {
                let lookup = try CardportProcess.run(["types", "lookup", "--extension", fileExtension])
                #expect(lookup.lines == [type], "--extension \(fileExtension)")
            }
            for mime in values(shown.lines, "MIME types:") {
                let lookup = try CardportProcess.run(["types", "lookup", "--mime", mime])
                #expect(lookup.lines == [type], "--mime \(mime)")
            }
        }
    }

    @Test func importReadsAnExtensionAsTheTypeLookupGives() throws {
        try CommandLineSupport.withFolder { folder in
            let file = folder.appendingPathComponent("outline.opml")
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: CommandLineSupport.sample("workflowy.opml")), to: file)
            let lookup = try CardportProcess.run(["types", "lookup", "--extension", "opml"])
            let inspect = try CardportProcess.run(["inspect", file.path, "--json", "-q"])
            let report = try CommandLineSupport.object(inspect.standardOutput)
            #expect(lookup.lines == ["org.opml.opml"])
            #expect(report["declaredType"] as? String == "org.opml.opml")
        }
    }

    /// A declaration file is somebody else's text: its descriptions reach the terminal as text, never as escape
    /// sequences it would obey (OSC 52 writes the clipboard, `ESC [ 2 J` clears the screen).
    @Test func descriptionsFromADeclarationFileCannotCommandTheTerminal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-types-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hostile.uttypes.json")
        let description = "Board\u{1B}]52;c;cHduZWQ=\u{07} file\u{1B}[2J"
        let declaration: [String: Any] = ["UTExportedTypeDeclarations": [[
            "UTTypeIdentifier": "org.example.hostile", "UTTypeConformsTo": "public.json",
            "UTTypeDescription": description,
            "UTTypeTagSpecification": ["public.filename-extension": "hostile"],
        ]]]
        try JSONSerialization.data(withJSONObject: declaration).write(to: file)
        for arguments in [["show", "org.example.hostile"], ["list"], ["show", ".hostile"]] {
            let result = try CardportProcess.run(["types"] + arguments.prefix(1) + ["--declarations", file.path] + arguments.dropFirst())
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            #expect(!result.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(arguments)")
            #expect(result.standardOutput.contains("Board file"), "\(arguments)")
        }
    }
}
