import Markup
import Testing

@Suite("Markup: XML Schema validation")
struct MarkupSchemaTests {
    static let xsd = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:element name="order">
            <xs:complexType>
              <xs:sequence><xs:element name="item" type="xs:string" maxOccurs="unbounded"/></xs:sequence>
              <xs:attribute name="count" type="xs:positiveInteger" use="required"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """

    @Test("a valid document passes")
    func valid() throws {
        let schema = try MarkupSchema(xsd: Array(Self.xsd.utf8))
        try schema.validate(Array("<order count=\"2\"><item>a</item><item>b</item></order>".utf8))
    }

    @Test("an invalid document fails with the line of the violation")
    func invalid() throws {
        let schema = try MarkupSchema(xsd: Array(Self.xsd.utf8))
        let error = try #require(throws: MarkupError.self) {
            try schema.validate(Array("<order count=\"0\">\n<item>a</item>\n<note/></order>".utf8), fileName: "o.xml")
        }
        #expect(error.code == .notValid)
        #expect(error.file == "o.xml")
        #expect(error.line == 1)
        #expect(error.message.contains("count") && error.message.contains("note"))
    }

    @Test("a document that is not well-formed fails as such, not as invalid")
    func notWellFormed() throws {
        let schema = try MarkupSchema(xsd: Array(Self.xsd.utf8))
        let error = try #require(throws: MarkupError.self) { try schema.validate(Array("<order count=\"1\">".utf8)) }
        #expect(error.code == .notWellFormed)
    }

    @Test("a schema that is not a schema is refused")
    func badSchema() throws {
        let error = try #require(throws: MarkupError.self) {
            try MarkupSchema(xsd: Array("<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:bogus/></xs:schema>".utf8))
        }
        #expect(error.code == .invalidSchema)
    }
}
