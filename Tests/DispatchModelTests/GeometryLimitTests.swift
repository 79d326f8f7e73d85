import DispatchModel
import Testing

// Issue 29, item 4: every geometric number of the scene format is bounded at decode time, the way
// touch points are, with a diagnostic naming the JSON path and the limit.

/// One geometric value of the format at its limit and just past it.
struct GeometryBound: CustomTestStringConvertible, Sendable {
    let name: String
    /// Members of view `A` with the value just inside its limit.
    let inside: String
    /// The same members with the value just outside.
    let outside: String
    /// The one diagnostic of `outside`, `path: message`.
    let expected: String
    var testDescription: String { name }
}

/// The `path: message` lines of decoding a scene whose one view `A` has `members`.
func sceneProblems(viewMembers members: String) throws -> [String] {
    let text = #"{"windows": [{"id": "window", "frame": [0, 0, 390, 844], "subviews": [{"id": "A", \#(members)}]}]}"#
    let context = DecodingContext(file: "f.json")
    let scene = Scene.decode(try JSONParser.parse(text), JSONPath.root.appending("scene"), context)
    let problems = context.diagnostics.map { "\($0.path): \($0.message)" }
    if problems.isEmpty && scene == nil { return ["the scene did not decode, without a diagnostic"] }
    return problems
}

let viewA = "$.scene.windows[0].subviews[0]"

let geometryBounds: [GeometryBound] = [
    GeometryBound(
        name: "frame x", inside: #""frame": [-10000000, 0, 50, 50]"#, outside: #""frame": [-10000001, 0, 50, 50]"#,
        expected: "\(viewA).frame: expected coordinates within ±10000000 for the origin, found (-10000001,0)"),
    GeometryBound(
        name: "frame y", inside: #""frame": [0, 10000000, 50, 50]"#, outside: #""frame": [0, 10000000.5, 50, 50]"#,
        expected: "\(viewA).frame: expected coordinates within ±10000000 for the origin, found (0,10000000.5)"),
    GeometryBound(
        name: "frame width", inside: #""frame": [0, 0, 10000000, 50]"#, outside: #""frame": [0, 0, 10000001, 50]"#,
        expected: "\(viewA).frame: expected a width and height of at most 10000000, found 10000001 × 50"),
    GeometryBound(
        name: "frame height", inside: #""frame": [0, 0, 50, 10000000]"#, outside: #""frame": [0, 0, 50, 1e300]"#,
        expected: "\(viewA).frame: expected a width and height of at most 10000000, found 50 × 1e+300"),
    GeometryBound(
        name: "bounds origin", inside: #""frame": [0, 0, 50, 50], "boundsOrigin": [10000000, -10000000]"#,
        outside: #""frame": [0, 0, 50, 50], "boundsOrigin": [10000000, -10000001]"#,
        expected: "\(viewA).boundsOrigin: expected coordinates within ±10000000, found (10000000,-10000001)"),
    GeometryBound(
        name: "transform matrix entries", inside: #""frame": [0, 0, 50, 50], "transform": [1000, -1000, -1000, 1000, 0, 0]"#,
        outside: #""frame": [0, 0, 50, 50], "transform": [1, 0, 0, -1000.5, 0, 0]"#,
        expected: "\(viewA).transform: expected a, b, c and d within ±1000, found [1, 0, 0, -1000.5]"),
    GeometryBound(
        name: "transform translation", inside: #""frame": [0, 0, 50, 50], "transform": [1, 0, 0, 1, -10000000, 10000000]"#,
        outside: #""frame": [0, 0, 50, 50], "transform": [1, 0, 0, 1, 10000001, 0]"#,
        expected: "\(viewA).transform: expected coordinates within ±10000000 for tx and ty, found (10000001,0)"),
    GeometryBound(
        name: "outset", inside: #""frame": [0, 0, 50, 50], "pointInside": {"outset": -10000000}"#,
        outside: #""frame": [0, 0, 50, 50], "pointInside": {"outset": -10000001}"#,
        expected: "\(viewA).pointInside.outset: expected outsets within ±10000000, found -10000001"),
    GeometryBound(
        name: "outset per edge", inside: #""frame": [0, 0, 50, 50], "pointInside": {"outset": [10000000, 0, -10000000, 0]}"#,
        outside: #""frame": [0, 0, 50, 50], "pointInside": {"outset": [0, 0, 0, 20000000]}"#,
        expected: "\(viewA).pointInside.outset: expected outsets within ±10000000, found [0, 0, 0, 20000000]"),
    GeometryBound(
        name: "content size", inside: #""kind": "scrollView", "frame": [0, 0, 50, 50], "contentSize": [10000000, 10000000]"#,
        outside: #""kind": "scrollView", "frame": [0, 0, 50, 50], "contentSize": [100, 10000001]"#,
        expected: "\(viewA).contentSize: expected a width and height of at most 10000000, found 100 × 10000001"),
    GeometryBound(
        name: "allowable movement",
        inside: #""frame": [0, 0, 50, 50], "gestureRecognizers": [{"id": "t", "kind": "tap", "allowableMovement": 10000000}]"#,
        outside: #""frame": [0, 0, 50, 50], "gestureRecognizers": [{"id": "t", "kind": "longPress", "allowableMovement": 10000001}]"#,
        expected: "\(viewA).gestureRecognizers[0].allowableMovement: expected a distance of at most 10000000, found 10000001"),
]

@Test("a geometric value at its limit decodes", arguments: geometryBounds)
func geometryAtItsLimitDecodes(_ bound: GeometryBound) throws {
    #expect(try sceneProblems(viewMembers: bound.inside) == [])
}

@Test("a geometric value past its limit is rejected naming the path and the limit", arguments: geometryBounds)
func geometryPastItsLimitIsRejected(_ bound: GeometryBound) throws {
    #expect(try sceneProblems(viewMembers: bound.outside) == [bound.expected])
}

/// A touch's point was bounded before the rest of the geometry; it keeps its limit and message.
@Test func aTouchPointAtItsLimitDecodesAndPastItIsRejected() throws {
    func problems(_ point: String) throws -> [String] {
        let context = DecodingContext(file: "f.json")
        let text = #"{"at": 0, "touch": 1, "phase": "began", "point": \#(point)}"#
        _ = ScriptStep.decode(try JSONParser.parse(text), JSONPath.root.appending("script").appending(0), context)
        return context.diagnostics.map { "\($0.path): \($0.message)" }
    }
    #expect(try problems("[-10000000, 10000000]") == [])
    #expect(try problems("[0, -10000001]") == ["$.script[0].point: expected coordinates within ±10000000, found (0,-10000001)"])
}

/// A document built in code may hold numbers the JSON parser never makes: NaN and infinities
/// fail every bound, so they are rejected with the limit as finite numbers past it are.
@Test func nonFiniteGeometryBuiltInCodeIsRejectedNamingTheLimit() {
    func numbers(_ values: Double...) -> JSONValue { .array(values.map(JSONValue.number)) }
    func problems(frame: JSONValue = numbers(0, 0, 50, 50), _ extra: [JSONMember] = []) -> [String] {
        let view = JSONValue.object([JSONMember("id", .string("A")), JSONMember("frame", frame)] + extra)
        let window = JSONValue.object([
            JSONMember("id", .string("window")), JSONMember("frame", numbers(0, 0, 390, 844)), JSONMember("subviews", .array([view])),
        ])
        let context = DecodingContext(file: "f.json")
        _ = Scene.decode(.object([JSONMember("windows", .array([window]))]), JSONPath.root.appending("scene"), context)
        return context.diagnostics.map { "\($0.path): \($0.message)" }
    }
    #expect(problems() == [])
    #expect(
        problems(frame: numbers(.nan, 0, 50, 50)) == [
            "\(viewA).frame: expected coordinates within ±10000000 for the origin, found (nan,0)"
        ])
    #expect(
        problems([JSONMember("transform", numbers(1, 0, 0, .infinity, 0, 0))]) == [
            "\(viewA).transform: expected a, b, c and d within ±1000, found [1, 0, 0, inf]"
        ])
    #expect(
        problems([JSONMember("boundsOrigin", numbers(-.infinity, 0))]) == [
            "\(viewA).boundsOrigin: expected coordinates within ±10000000, found (-inf,0)"
        ])
}

/// `Specs/fixture.schema.json` bounds the same numbers with the same values, so an editor
/// validating with it agrees with lint.
@Test func theSchemaBoundsGeometryWithTheDecodersLimits() throws {
    let definitions = try #require(schema["$defs"])
    let coordinate = GeometryLimits.maximumCoordinate
    #expect(definitions["coordinate"]?["minimum"] == .number(-coordinate))
    #expect(definitions["coordinate"]?["maximum"] == .number(coordinate))
    #expect(definitions["length"]?["minimum"] == .number(0))
    #expect(definitions["length"]?["maximum"] == .number(coordinate))
    #expect(definitions["matrixEntry"]?["minimum"] == .number(-GeometryLimits.maximumMatrixEntry))
    #expect(definitions["matrixEntry"]?["maximum"] == .number(GeometryLimits.maximumMatrixEntry))
    #expect(definitions["screenPoint"]?["prefixItems"]?[0]?["maximum"] == .number(ScriptStep.maximumCoordinate))
    func references(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.map { if case .string(let reference)? = $0["$ref"] { reference } else { "" } }
    }
    #expect(references(definitions["point"]?["prefixItems"]) == Array(repeating: "#/$defs/coordinate", count: 2))
    #expect(references(definitions["rect"]?["prefixItems"]) == ["coordinate", "coordinate", "length", "length"].map { "#/$defs/\($0)" })
    #expect(
        references(definitions["transform"]?["prefixItems"])
            == ["matrixEntry", "matrixEntry", "matrixEntry", "matrixEntry", "coordinate", "coordinate"].map { "#/$defs/\($0)" })
    for owner in ["window", "view"] {
        #expect(definitions[owner]?["properties"]?["transform"]?["$ref"] == .string("#/$defs/transform"), "\(owner)")
        #expect(definitions[owner]?["properties"]?["frame"]?["$ref"] == .string("#/$defs/rect"), "\(owner)")
        #expect(definitions[owner]?["properties"]?["boundsOrigin"]?["$ref"] == .string("#/$defs/point"), "\(owner)")
    }
    #expect(definitions["view"]?["properties"]?["contentSize"]?["items"]?["$ref"] == .string("#/$defs/length"))
    #expect(definitions["gestureRecognizer"]?["properties"]?["allowableMovement"]?["$ref"] == .string("#/$defs/length"))
    #expect(
        definitions["gestureRecognizer"]?["properties"]?["minimumPressDuration"]?["maximum"] == .number(Double(ScriptStep.maximumTime)))
    #expect(definitions["scriptStep"]?["properties"]?["at"]?["maximum"] == .number(Double(ScriptStep.maximumTime)))
}
