import Adapters
import ArgumentParser
import BoardDrops
import BoardServer
import Boards
import DesktopTransfer
import Foundation
import ItemProviders
import Markup
import Testing
import UniformTypes

@testable import cardport

/// Every code of every library error type becomes the exit code the README's table gives, through the command
/// line's one mapping (`CommandFailure(translating:)`).
///
/// Each table below is keyed by code name and must list every code the type has (`allCodes`): a code added to
/// a library error type fails here until it is given an exit code and documented.
@Suite struct ExitCodeMappingTests {
    /// The exit code the one mapping gives `error`, or nil when the argument parser reports it itself.
    static func exitCode(_ error: any Error) -> Int32? {
        CommandFailure(translating: error)?.exitCode.rawValue
    }

    /// Checks that `table` names exactly the codes in `codes`, and that each code's error maps to its entry.
    static func check<Code: CustomStringConvertible>(
        _ type: String, codes: [Code], table: [String: Int32], error: (Code) -> any Error,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(Set(codes.map(\.description)) == Set(table.keys), "\(type): codes and table differ",
                sourceLocation: sourceLocation)
        #expect(codes.count == table.count, "\(type): a code name repeats", sourceLocation: sourceLocation)
        for code in codes {
            let failure = CommandFailure(translating: error(code))
            #expect(failure?.exitCode.rawValue == table[code.description], "\(type).\(code)",
                    sourceLocation: sourceLocation)
            #expect(failure?.message.isEmpty == false, "\(type).\(code) prints a message", sourceLocation: sourceLocation)
        }
    }

    @Test func adapterErrors() {
        Self.check("AdapterError", codes: AdapterError.Code.allCodes, table: [
            "unreadableInput": 66, "malformedInput": 65, "unexpectedContent": 65, "limitExceeded": 65,
            "unsupportedType": 64, "noPlan": 65, "severalBoards": 64, "boardNotFound": 64, "inputChanged": 74,
            "adapterFailed": 69,
        ]) { AdapterError(code: $0, message: "m", input: "in.json") }
    }

    @Test func markupErrors() {
        Self.check("MarkupError", codes: MarkupError.Code.allCodes, table: [
            "notWellFormed": 65, "emptyDocument": 65, "entityExpansionLimit": 65, "unreadableFile": 66,
            "limitExceeded": 65, "invalidSchema": 70, "notValid": 65,
        ]) { MarkupError(code: $0, message: "m", file: "in.xml", line: 1, column: 2) }
    }

    @Test func typeRegistryErrors() {
        Self.check("TypeRegistryError", codes: TypeRegistryError.Code.allCodes, table: [
            "duplicateExportedDeclaration": 65, "cyclicConformance": 65, "invalidDeclaration": 65,
            "malformedDeclarationFile": 65, "unreadableDeclarationFile": 66,
        ]) { TypeRegistryError(code: $0, message: "m", file: "x.uttypes.json") }
    }

    @Test func boardStorageErrors() {
        Self.check("BoardStorageError", codes: BoardStorageError.Code.allCodes, table: [
            "readFailed": 66, "writeFailed": 73, "changedOnDisk": 73, "invalidContents": 65, "fileExists": 73,
            "notRegularFile": 73, "readOnly": 73, "locked": 75, "tooLarge": 65,
            "storeFull": 73,
        ]) { BoardStorageError(code: $0, message: "m", file: "b.json") }
    }

    @Test func boardFormatErrors() {
        Self.check("BoardFormatError", codes: BoardFormatError.Code.allCodes, table: [
            "malformedJSON": 65, "wrongFormat": 65, "unsupportedVersion": 65, "invalidShape": 65, "unencodable": 70,
        ]) { BoardFormatError(code: $0, message: "m", file: "b.json", line: 1, column: 1) }
    }

    @Test func boardEditErrors() {
        Self.check("BoardEditError", codes: BoardEditError.Code.allCodes, table: [
            "unknownID": 64, "indexOutOfRange": 64, "ambiguousReference": 64, "cardLimitReached": 65,
            "emptySelection": 65, "archivedList": 65, "nothingToUndo": 65, "nothingToRedo": 65, "changedSince": 75,
            "sameCard": 65,
        ]) { BoardEditError(code: $0, message: "m") }
    }

    @Test func boardSessionErrors() {
        Self.check("BoardSessionError", codes: BoardSessionError.Code.allCodes, table: [
            "storage": 73, "invalidHistory": 65,
        ]) { BoardSessionError(code: $0, message: "m", file: "b.json") }
    }

    @Test func boardDropRefusals() {
        Self.check("BoardDropRefusal", codes: BoardDropRefusal.Reason.allReasons, table: [
            "noSuchList": 65, "archivedList": 65, "listFull": 65, "listRefusesOwnCards": 65, "unreadableItem": 65,
            "sameCard": 65, "noItems": 65,
        ]) { BoardDropRefusal(reason: $0, message: "m") }
    }

    @Test func boardDropErrors() {
        Self.check("BoardDropError", codes: BoardDropError.Code.allCodes, table: [
            "loadFailed": 66, "importFailed": 65, "editFailed": 65,
        ]) { BoardDropError(code: $0, message: "m", itemIndex: 0) }
    }

    @Test func boardServerErrors() {
        Self.check("BoardServerError", codes: BoardServerError.Code.allCodes, table: [
            "stale": 75, "notFound": 65, "badRequest": 64, "refused": 65, "saveFailed": 73, "tooLarge": 65,
        ]) { BoardServerError($0, "m", file: "b.json") }
    }

    @Test func itemProviderErrors() {
        Self.check("ItemProviderError", codes: ItemProviderError.Code.allCodes, table: [
            "unknown": 70, "itemUnavailable": 66, "unexpectedValueClass": 65, "unavailableCoercion": 65,
            "timedOut": 75, "cancelled": 75,
        ]) { ItemProviderError(code: $0, message: "m", requestedType: "public.text", offeredTypes: []) }
    }

    @Test func transferErrors() {
        Self.check("TransferError", codes: TransferError.Code.allCodes, table: [
            "noMatchingRepresentation": 65, "importFailed": 65,
        ]) { TransferError(code: $0, message: "m", requestedType: "Card") }
    }

    @Test func desktopTransferErrors() {
        Self.check("DesktopTransferError", codes: DesktopTransferError.Code.allCodes, table: [
            "noDisplay": 69, "connectionFailed": 69, "connectionClosed": 69, "noOwner": 66, "refused": 65,
            "timedOut": 69, "cancelled": 69, "ownershipFailed": 69, "tooLarge": 65, "notAware": 69,
        ]) { DesktopTransferError(code: $0, message: "m", selection: "CLIPBOARD") }
    }

    /// The item provider errors without codes are bad data: text that is no URL, bytes in no encoding, an item
    /// that is not the value asked for.
    @Test func codelessItemProviderErrors() {
        #expect(Self.exitCode(URLDecodingError(typeIdentifier: "public.url", text: "x y", reason: "space")) == 65)
        #expect(Self.exitCode(StringDecodingError(typeIdentifier: "public.text", encoding: "UTF-8", byteCount: 3)) == 65)
        #expect(Self.exitCode(ItemCoercionError(from: "Data", to: "URL")) == 65)
    }

    /// The argument parser reports its own errors; Foundation's file errors are input or output failures; any
    /// other error is a fault in Cardport (70), never the parser's generic 1.
    @Test func otherErrors() {
        #expect(Self.exitCode(ValidationError("bad")) == nil)
        #expect(Self.exitCode(ExitCode(3)) == nil)
        #expect(Self.exitCode(CocoaError(.fileReadNoSuchFile)) == 66)
        #expect(Self.exitCode(CocoaError(.fileWriteNoPermission)) == 73)
        struct Unexpected: Error {}
        #expect(Self.exitCode(Unexpected()) == 70)
        #expect(Self.exitCode(CommandFailure(.ioError, "x")) == 74)
        // A command line the parser refuses is the parser's to report (64 for a usage error), not a fault.
        do {
            _ = try Cardport.parseAsRoot(["import", "--no-such-option"])
            Issue.record("the parser accepted an unknown option")
        } catch {
            #expect(Self.exitCode(error) == nil)
            #expect(Cardport.exitCode(for: error).rawValue == 64)
        }
    }
}
