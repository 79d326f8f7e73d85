/// Decoders for the leaf values of the fixture format. Each reports a precise diagnostic and
/// returns nil when the value does not have the expected form; none of them ever assumes a value.
public enum ValueDecoders {
    /// A string.
    public static func string(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> String? {
        guard case .string(let text) = value else {
            context.report(path, "expected a string, found \(value.kindDescription)")
            return nil
        }
        return text
    }

    /// A boolean.
    public static func bool(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Bool? {
        guard case .bool(let flag) = value else {
            context.report(path, "expected a boolean, found \(value.kindDescription)")
            return nil
        }
        return flag
    }

    /// A finite number.
    public static func number(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Double? {
        guard case .number(let number) = value else {
            context.report(path, "expected a number, found \(value.kindDescription)")
            return nil
        }
        return number
    }

    /// An integer in `range` (JSON numbers with a fractional part are rejected).
    public static func integer(in range: ClosedRange<Int>) -> (JSONValue, JSONPath, DecodingContext) -> Int? {
        { value, path, context in
            guard case .number(let number) = value else {
                context.report(path, "expected an integer, found \(value.kindDescription)")
                return nil
            }
            // `Int(exactly:)`, not `Int(_:)`: `Double(Int.max)` is 2^63, which `Int(_:)` traps on.
            guard let integer = Int(exactly: number), range.contains(integer) else {
                context.report(
                    path, "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(NumberFormat.text(number))")
                return nil
            }
            return integer
        }
    }

    /// One of a fixed set of strings.
    public static func oneOf<T>(_ cases: [(String, T)]) -> (JSONValue, JSONPath, DecodingContext) -> T? {
        { value, path, context in
            // Written only when it is needed: every enumerated value of every fixture passes here.
            func allowed() -> String { cases.map { "\"\($0.0)\"" }.joined(separator: ", ") }
            guard case .string(let text) = value else {
                context.report(path, "expected one of \(allowed()), found \(value.kindDescription)")
                return nil
            }
            guard let match = cases.first(where: { $0.0 == text }) else {
                context.report(path, "expected one of \(allowed()), found \"\(text)\"")
                return nil
            }
            return match.1
        }
    }

    /// An array whose elements all decode; reports each bad element. `nonEmpty` rejects `[]`.
    public static func array<T>(nonEmpty: Bool = false, _ element: @escaping (JSONValue, JSONPath, DecodingContext) -> T?)
        -> (JSONValue, JSONPath, DecodingContext) -> [T]?
    {
        { value, path, context in
            guard case .array(let elements) = value else {
                context.report(path, "expected an array, found \(value.kindDescription)")
                return nil
            }
            if nonEmpty && elements.isEmpty {
                context.report(path, "expected a non-empty array")
                return nil
            }
            var decoded: [T] = []
            var valid = true
            for (index, item) in elements.enumerated() {
                if let value = element(item, path.appending(index), context) {
                    decoded.append(value)
                } else {
                    valid = false
                }
            }
            return valid ? decoded : nil
        }
    }

    /// A fixed-length array of finite numbers, described to the user as `shape` ("[x, y]").
    public static func numbers(count: Int, shape: String) -> (JSONValue, JSONPath, DecodingContext) -> [Double]? {
        { value, path, context in
            guard case .array(let elements) = value, elements.count == count else {
                let found = if case .array(let elements) = value { "an array of \(elements.count)" } else { value.kindDescription }
                context.report(path, "expected \(shape) (an array of \(count) numbers), found \(found)")
                return nil
            }
            var numbers: [Double] = []
            for (index, element) in elements.enumerated() {
                guard case .number(let number) = element else {
                    context.report(path.appending(index), "expected a number, found \(element.kindDescription)")
                    return nil
                }
                numbers.append(number)
            }
            return numbers
        }
    }

    /// A point written `[x, y]`, each coordinate within ±``GeometryLimits/maximumCoordinate``
    /// (issue 29: touch points and bounds origins alike).
    public static func point(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Point? {
        guard let numbers = numbers(count: 2, shape: "[x, y]")(value, path, context) else { return nil }
        let point = Point(x: numbers[0], y: numbers[1])
        guard GeometryLimits.isCoordinate(point.x), GeometryLimits.isCoordinate(point.y) else {
            context.report(path, "expected coordinates within \(GeometryLimits.coordinateText), found \(point)")
            return nil
        }
        return point
    }

    /// A rectangle written `[x, y, width, height]`: its origin within
    /// ±``GeometryLimits/maximumCoordinate``, its width and height from 0 to that limit (issue 29).
    public static func rect(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Rect? {
        guard let numbers = numbers(count: 4, shape: "[x, y, width, height]")(value, path, context) else { return nil }
        let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        guard GeometryLimits.isCoordinate(rect.x), GeometryLimits.isCoordinate(rect.y) else {
            context.report(path, "expected coordinates within \(GeometryLimits.coordinateText) for the origin, found \(rect.origin)")
            return nil
        }
        guard size(rect.size, path, context) != nil else { return nil }
        return rect
    }

    /// Checks a width and height: neither negative, neither above ``GeometryLimits/maximumCoordinate``
    /// (issue 29); frames and content sizes share it.
    static func size(_ size: Size, _ path: JSONPath, _ context: DecodingContext) -> Size? {
        guard size.width >= 0, size.height >= 0 else {
            context.report(
                path, "expected a non-negative width and height, found \(NumberFormat.text(size.width)) × \(NumberFormat.text(size.height))"
            )
            return nil
        }
        guard GeometryLimits.isLength(size.width), GeometryLimits.isLength(size.height) else {
            context.report(
                path,
                "expected a width and height of at most \(NumberFormat.text(GeometryLimits.maximumCoordinate)), found \(NumberFormat.text(size.width)) × \(NumberFormat.text(size.height))"
            )
            return nil
        }
        return size
    }

    /// An identifier: letters, digits and `_`, starting with a letter.
    public static func identifier(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> String? {
        guard let text = string(value, path, context) else { return nil }
        guard Identifier.isValid(text) else {
            context.report(path, "expected an identifier (letters, digits and _, starting with a letter), found \"\(text)\"")
            return nil
        }
        return text
    }
}

extension ValueDecoders {
    /// An action name: an identifier, or a selector with colons as UIKit spells it (`save:`).
    public static func actionName(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> String? {
        guard let text = string(value, path, context) else { return nil }
        guard ActionName.isValid(text) else {
            context.report(
                path, "expected an action name: an identifier, or a selector such as \"save:\" or \"tapped:forEvent:\", found \"\(text)\"")
            return nil
        }
        return text
    }

    /// The target of a registration: a responder's id, or `null` for a nil target when
    /// `allowingNil` (controls, FR-08); the app's own object is written by leaving the key out.
    public static func actionTarget(allowingNil: Bool) -> (JSONValue, JSONPath, DecodingContext) -> ActionTarget? {
        { value, path, context in
            if value == .null {
                guard allowingNil else {
                    context.report(
                        path,
                        "a gesture recognizer's target cannot be nil; name a responder, or leave \"target\" out for the app's own object")
                    return nil
                }
                return .firstResponder
            }
            guard case .string(let id) = value, Identifier.isValid(id) else {
                let found = if case .string(let text) = value { "\"\(text)\"" } else { value.kindDescription }
                context.report(
                    path,
                    "expected a responder's id\(allowingNil ? ", or null for a nil target (sent up the responder chain)" : ""), found \(found); leave \"target\" out for the app's own target object"
                )
                return nil
            }
            return .responder(id)
        }
    }
}

/// The identifier syntax of scene objects.
public enum Identifier {
    /// Whether `text` is a valid object id: ASCII letters, digits and `_`, starting with a letter.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
